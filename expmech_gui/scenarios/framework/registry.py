"""The scenario registry: key → Scenario in registration order. A scenario may be registered as a ``Declared``
entry (key, module, title, aliases and own mechanisms, all cheap) and its module is imported the first time the
registry hands out its Scenario, so `expmech --help` or `expmech run voting` never loads blr's or PAC's modules.
The declaration is checked against the module's ``SCENARIO`` when it loads (a mismatch is a ValueError)."""
from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass
from typing import Iterator, Mapping

from ...core.params import declare_scenario_mechanisms
from ...core.problem import ProblemError
from .base import Scenario
from .setting_names import refuse_colliding_settings
from ...core.translatable import message


@dataclass(frozen=True)
class Declared:
    """A scenario known by its key, title, aliases and own mechanism keys; ``module`` (relative to
    ``expmech_gui.scenarios``) ends in ``SCENARIO = Scenario(...)`` and is imported when first used."""
    key: str
    module: str
    title: str
    aliases: tuple[str, ...] = ()
    mechanisms: tuple[str, ...] = ()

    def matches(self, scenario: Scenario) -> bool:
        return (scenario.key, scenario.title, tuple(scenario.aliases), tuple(m.key for m in scenario.mechanisms)) \
            == (self.key, self.title, tuple(self.aliases), tuple(self.mechanisms))


class UnknownScenario(ProblemError, KeyError):
    """A scenario key nobody registered (a KeyError too, so ``Mapping.get`` and ``in`` behave)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class Registry(Mapping[str, Scenario]):
    """key → Scenario in registration order; an unknown key raises ProblemError listing the known ones. Keys,
    aliases, titles and membership never import a declared scenario's module; looking one up (``[key]``,
    ``values()``, ``items()``) does, once."""

    def __init__(self, *entries: Scenario | Declared) -> None:
        self._declared: dict[str, Declared] = {}
        self._items: dict[str, Scenario] = {}  # the loaded ones
        self._lock = threading.RLock()
        for entry in entries:
            if isinstance(entry, Declared):
                self._declare(entry)
            else:
                self.add(entry)

    def _declare(self, entry: Declared) -> None:
        if entry.key in self._declared or entry.key in self._items:
            raise ValueError(f"a scenario called {entry.key!r} is already registered")
        self._declared[entry.key] = entry
        declare_scenario_mechanisms(entry.key, tuple(entry.mechanisms))

    def add(self, scenario: Scenario) -> Scenario:
        with self._lock:
            if scenario.key in self._declared:
                if self[scenario.key] is not scenario:
                    raise ValueError(f"a scenario called {scenario.key!r} is already registered")
                return scenario
            refuse_colliding_settings(self._items.values(), scenario)
            self._items[scenario.key] = scenario
            if scenario.key not in self._declared:
                self._declared[scenario.key] = Declared(scenario.key, "", scenario.title, tuple(scenario.aliases),
                                                        tuple(m.key for m in scenario.mechanisms))
            declare_scenario_mechanisms(scenario.key, tuple(m.key for m in scenario.mechanisms))
            return scenario

    def remove(self, key: str) -> None:
        with self._lock:
            self._items.pop(key, None)
            self._declared.pop(key, None)
            declare_scenario_mechanisms(key, ())

    def _load(self, entry: Declared) -> Scenario:
        with self._lock:
            if entry.key in self._items:
                return self._items[entry.key]
            scenario = importlib.import_module(entry.module, __package__.rpartition(".")[0]).SCENARIO
            if not entry.matches(scenario):
                raise ValueError(f"the registry declares {entry} but {entry.module} registers {scenario.key!r} "
                                 f"({scenario.title!r}, aliases {scenario.aliases}, mechanisms "
                                 f"{tuple(m.key for m in scenario.mechanisms)}): make them agree")
            refuse_colliding_settings(self._items.values(), scenario)
            self._items[entry.key] = scenario
            return scenario

    def title(self, key: str) -> str:
        """The scenario's title, without loading it."""
        return self._entry(key).title

    def loaded(self) -> list[Scenario]:
        """The scenarios already loaded, in registration order (what a parsed command line can have named)."""
        return [self._items[k] for k in self._declared if k in self._items]

    def key_for(self, name: str) -> str:
        """The key of the scenario called ``name`` or known by it as an alias (the command line's names)."""
        return next((k for k, s in self._declared.items() if name in s.aliases), name)

    def names(self) -> list[str]:
        """Every key and alias, sorted (the command line's choices)."""
        return sorted({*self._declared, *(a for s in self._declared.values() for a in s.aliases)})

    def _entry(self, key: str) -> Declared:
        try:
            return self._declared[key]
        except (KeyError, TypeError):
            raise UnknownScenario(message("unknown scenario {key!r}; use one of {declared}", key=key,
                                          declared=', '.join(self._declared))) from None

    def __getitem__(self, key: str) -> Scenario:
        scenario = self._items.get(key) if isinstance(key, str) else None
        return scenario if scenario is not None else self._load(self._entry(key))

    def __contains__(self, key) -> bool:
        return isinstance(key, str) and key in self._declared

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._declared))

    def __len__(self) -> int:
        return len(self._declared)


def registry(*entries: Scenario | Declared) -> Registry:
    return Registry(*entries)
