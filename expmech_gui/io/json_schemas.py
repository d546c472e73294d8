"""The JSON the `expmech` commands write, written down once as JSON Schema files (io/schemas/NAME.schema.json,
draft 2020-12, each with the ``$id`` urn:expmech:NAME), shipped with the package; docs/json.md describes them and
tests/test_json_schemas.py validates every command's output against them."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

SCHEMAS = ("run", "sweep", "streamed", "truthfulness", "account", "release", "presets")


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    """The schema of command output ``name`` (one of ``SCHEMAS``), as a dict."""
    if name not in SCHEMAS:
        raise KeyError(f"no JSON schema called {name!r}; there are {', '.join(SCHEMAS)}")
    text = resources.files(__package__).joinpath("schemas", f"{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def validate(name: str, document) -> None:
    """jsonschema.ValidationError when ``document`` does not follow schema ``name`` (needs the jsonschema package,
    in the [test] extra; the schemas refer to each other by their urn:expmech: ids)."""
    import jsonschema
    from referencing import Registry, Resource

    registry = Registry().with_resources((schema(n)["$id"], Resource.from_contents(schema(n))) for n in SCHEMAS)
    jsonschema.Draft202012Validator(schema(name), registry=registry,
                                    format_checker=jsonschema.FormatChecker()).validate(document)
