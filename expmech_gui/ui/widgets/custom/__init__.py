"""Views of the Custom workspace."""
