"""Read the accessibility tree of the running applications from outside, over AT-SPI's D-Bus, as Orca does.

Run by tests/test_atspi.py with the system's Python (Debian's python3-dbus): ``python3 atspi_reader.py SECONDS
NAME…`` prints every accessible name found under the registered applications, reading again until all the NAMEs
are among them or SECONDS have passed (the app names its controls just after they are shown)."""
import sys
import time

import dbus

ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
MAX_NODES = 5000


def read_names(a11y) -> set:
    names = set()
    root = a11y.get_object("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    stack = [(str(n), str(p)) for n, p in root.GetChildren(dbus_interface=ACCESSIBLE)]
    while stack and len(names) < MAX_NODES:
        bus_name, path = stack.pop()
        try:
            node = a11y.get_object(bus_name, path)
            names.add(str(node.Get(ACCESSIBLE, "Name", dbus_interface=PROPERTIES)))
            stack.extend((str(n), str(p)) for n, p in node.GetChildren(dbus_interface=ACCESSIBLE))
        except dbus.DBusException:  # a node that went away meanwhile
            continue
    return names


def main() -> None:
    deadline = time.monotonic() + float(sys.argv[1])
    wanted = set(sys.argv[2:])
    address = dbus.SessionBus().get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus")
    a11y = dbus.bus.BusConnection(str(address))
    names: set = set()
    while time.monotonic() < deadline and not wanted <= names:
        try:
            names = read_names(a11y)
        except dbus.DBusException:
            names = set()
        if not wanted <= names:
            time.sleep(0.5)
    print("\n".join(sorted(names)))


if __name__ == "__main__":
    main()
