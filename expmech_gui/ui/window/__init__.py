"""The main window's parts: menus, session controller, settings, presentation, exports, help texts."""
