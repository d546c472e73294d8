"""The report's words in the chosen language (issue 35 §3): the scenarios' nouns (what is chosen, what is scored,
who is counted), the mechanisms' and composition methods' names, and the sentences the workspace recorded in
English (where the data came from, what a top-k release published), all looked up in the "ExpMech" catalogue by
their English text (ui/language.tr). English stays itself: ``tr`` of a text without a translation is the text.

The German sentences of the report are written so that a noun stands where German needs no article or case
ending ("Preise: 301", "je Preis"), so one word per noun is enough.
"""
from __future__ import annotations

from ...core import formatting
from ...core.translatable import translatable
from ..language import tr
from ..phrases import Phrases

# what the scenarios name their candidates, scores and populations (core.problem.Problem), singular and plural
VOCABULARY = (
    translatable("price"), translatable("prices"), translatable("option"), translatable("options"),
    translatable("candidate"), translatable("candidates"), translatable("value"), translatable("values"),
    translatable("concept"), translatable("concepts"), translatable("synthetic database"),
    translatable("synthetic databases"), translatable("query"), translatable("queries"),
    translatable("revenue"), translatable("votes"), translatable("vote"), translatable("likes"), translatable("like"),
    translatable("rank score"), translatable("−mistakes"), translatable("mistakes"), translatable("mistake"),
    translatable("−max query error"), translatable("max query error"), translatable("miss of the uniform guess"),
    translatable("score"), translatable("people"), translatable("person"), translatable("labelled points"),
    translatable("neighbouring datasets"), translatable("invalid row"), translatable("invalid rows"),
    translatable("release"), translatable("releases"),
    # the mechanisms' titles (core/mechanisms) and the composition methods' (core/accounting)
    translatable("Exponential mechanism"), translatable("Permute-and-flip"), translatable("Report-noisy-max (Gumbel)"),
    translatable("Simple sum (basic composition)"), translatable("Advanced composition"),
    translatable("Optimal for any ε-DP mechanism"), translatable("Best for this mechanism (bounded range)"),
    translatable("Concentrated privacy, simple conversion"), translatable("Concentrated privacy, tighter conversion"),
    translatable("Numerically tight (privacy-loss distributions)"),
    # what formatting says in words (core.formatting.VACUOUS, NEIGHBOUR_CHANGE)
    translatable("no guarantee at this n and ε"), translatable("adding or removing one person"),
    translatable("replacing one person's data"),
)

# sentences the workspace records in English (ui/workspaces/files.py, ui/room_window.py, ui/scenarios/topk),
# read back by their shape: {name} stands for any text
RECORDED = (
    translatable("{name}, edited since"),  # first: what it follows is read on its own
    translatable("the preset “{name}” shipped with ExpMech Studio"), translatable("the file {name}"),
    translatable("made up at random with Generate…"), translatable("the room's answers (participants 1 … n)"),
    translatable("the session file {name}"), translatable("typed in by hand or imported from a file"),
    translatable("Top {name} selected, in order"), translatable("Top {name} selected exactly, in order"),
    translatable("Selected"),
)


_RECORDED = Phrases(RECORDED)


def word(text: str) -> str:
    """A scenario's noun, a method's name or a formatter's phrase in the current language."""
    return tr(text) if text else text


def plural_word(noun: str) -> str:
    """The plural of a scenario's noun in the current language ('prices' → 'Preise')."""
    return word(formatting.plural_noun(noun))


def singular(name: str) -> str:
    """A score's name for a count of one, in English ('votes' → 'vote'; 'miss of …' keeps its double s)."""
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


def recorded(text: str) -> str:
    """A sentence the workspace recorded in English, in the current language (read by its shape; "…, edited
    since" first, and what it follows read again); unknown text as is."""
    return _RECORDED.translated(text)
