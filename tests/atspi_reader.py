"""Read the accessibility tree of the running applications from outside, over AT-SPI's D-Bus, as Orca does.

Run by tests/test_atspi.py with the system's Python (Debian's python3-dbus): ``python3 atspi_reader.py SECONDS
[--described FILE] NAME…`` prints every accessible name found under the registered applications, then a line
"name<TAB>description" for each node that has a description, reading again until all the NAMEs are among them (and,
with --described, until FILE exists and the node it names, "name<TAB>description" on one line, has that
description) or SECONDS have passed (the app names its controls just after they are shown, and describes a plot
after it has drawn)."""
import os
import sys
import time

import dbus

ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
MAX_NODES = 5000


def flat(text) -> str:
    return " ".join(str(text).split())


def read_tree(a11y) -> set:
    """Every node's (name, description), the description "" where it has none."""
    nodes = set()
    root = a11y.get_object("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    stack = [(str(n), str(p)) for n, p in root.GetChildren(dbus_interface=ACCESSIBLE)]
    while stack and len(nodes) < MAX_NODES:
        bus_name, path = stack.pop()
        try:
            node = a11y.get_object(bus_name, path)
            name, description = (node.Get(ACCESSIBLE, key, dbus_interface=PROPERTIES) for key in ("Name", "Description"))
            nodes.add((str(name), flat(description)))  # (Qt's bridge answers Get, not GetAll)
            stack.extend((str(n), str(p)) for n, p in node.GetChildren(dbus_interface=ACCESSIBLE))
        except dbus.DBusException:  # a node that went away meanwhile
            continue
    return nodes


def described_wanted(path) -> tuple | None:
    """The (name, description) the app wrote to ``path`` once its plot was described; None before."""
    if path is None or not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as file:
        name, _, description = file.read().partition("\t")
    return name, flat(description)


def main() -> None:
    deadline = time.monotonic() + float(sys.argv[1])
    args = sys.argv[2:]
    described = None
    if args[:1] == ["--described"]:
        described, args = args[1], args[2:]
    wanted = set(args)
    address = dbus.SessionBus().get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus")
    a11y = dbus.bus.BusConnection(str(address))
    nodes: set = set()

    def done() -> bool:
        pair = described_wanted(described)
        return wanted <= {name for name, _ in nodes} and (described is None or (pair is not None and pair in nodes))

    while time.monotonic() < deadline and not done():
        try:
            nodes = read_tree(a11y)
        except dbus.DBusException:
            nodes = set()
        if not done():
            time.sleep(0.5)
    print("\n".join(sorted({name for name, _ in nodes})))
    print("\n".join(sorted(f"{name}\t{description}" for name, description in nodes if description)))


if __name__ == "__main__":
    main()
