"""The room's answers, shared between the server's thread and whoever reads them (the GUI's timer, the headless
command), behind one lock: one answer per browser token, the last one wins, a participant keeps the number of
their first answer; close/reopen; at most ``max_participants``; the join code. No I/O, no Qt."""
from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass, field

from ..scenarios.framework.participant_form import AnswerError, ParticipantForm
from ..core.privacy import attacker
from ..core.number_locale import localized
from ..core.translatable import language, message, translatable
from .local_rr import check_local_epsilon
from . import DEFAULT_MAX_PARTICIPANTS, MAX_MAX_PARTICIPANTS  # part of this module's API (the package holds them)

# Six letters with no look-alikes (no B/8, G/6, I/L/1, O/Q/0, S/5, Z/2): readable from the back row.
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY"
CODE_LENGTH = 6


def new_join_code() -> str:
    import secrets  # loaded when a room opens (it brings OpenSSL), not with every `expmech` start

    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def check_join_code(code: str) -> str:
    """A join code as given on the command line: 4 to 32 letters or digits (any case), kept as typed."""
    c = str(code).strip()
    if not (4 <= len(c) <= 32 and c.isascii() and c.isalnum()):
        raise ValueError(message("a join code is 4 to 32 letters or digits"))
    return c


def new_token() -> str:
    import secrets

    return secrets.token_urlsafe(18)


_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


def is_token(text: str | None) -> bool:
    """16 to 64 ASCII letters, digits, '-' or '_' (what new_token draws)."""
    return bool(text) and _TOKEN.fullmatch(text) is not None


BELIEF_ABOUT = {"add-remove": translatable("that your answer is in this data"),
                "replace": translatable("that you gave a particular answer")}  # what the belief line is about


@dataclass
class Release:
    """What a release published, for the receipts, as language-free facts: the released candidates' names (the
    data's own words; top-k's in the order drawn), per token (factor, their chance with and without them), and the
    numbers of the belief line everyone shares (room.receipt.receipt_belief: prior, at most, ε, δ, neighbours).
    Its words — ``label`` and the belief's sentence — are written when read, in the language in use then, so a
    *View ▸ Language* switch re-words a release made before it (the projector, a phone's next receipt)."""

    names: tuple[str, ...]
    bound: float
    factors: dict[str, dict] = field(default_factory=dict)
    belief_facts: dict | None = None

    @property
    def label(self) -> str:
        """What was released: one candidate's name; top-k's names in the order drawn, said to be in that order."""
        names = ", ".join(self.names)
        return names if len(self.names) == 1 else message("{names}, in this order", names=names)

    @property
    def belief(self) -> dict | None:
        """{"prior", "at_most", "epsilon", "delta", "sentence"}: the belief line's numbers and its sentence
        (core.privacy.attacker, the one place for the wording), about membership under add-remove neighbours and
        about the answer under replace neighbours."""
        if self.belief_facts is None:
            return None
        facts = {k: v for k, v in self.belief_facts.items() if k != "neighbours"}
        about = BELIEF_ABOUT["add-remove" if self.belief_facts.get("neighbours") == "add-remove" else "replace"]
        sentence = attacker.posterior_sentence(facts["prior"], facts["epsilon"], facts["delta"], about=about)
        return {**facts, "sentence": localized(sentence, language())}  # (its numbers as the language writes them)


class RoomState:
    """Answers per token in order of first arrival; thread-safe."""

    def __init__(self, form: ParticipantForm, code: str | None = None,
                 max_participants: int = DEFAULT_MAX_PARTICIPANTS, local_epsilon: float | None = None) -> None:
        if not 1 <= int(max_participants) <= MAX_MAX_PARTICIPANTS:
            raise ValueError(message("the room holds from 1 to {most:,} participants", most=MAX_MAX_PARTICIPANTS))
        if local_epsilon is not None:
            if not form.randomizable:
                raise ValueError(message("local randomized response applies to a choice or to likes, not to a number"))
            local_epsilon = check_local_epsilon(local_epsilon)
        self.form = form
        self.code = check_join_code(code) if code is not None else new_join_code()
        self.max_participants = int(max_participants)
        self.local_epsilon = local_epsilon
        self._lock = threading.Lock()
        self._answers: dict[str, object] = {}  # token → canonical answer; dicts keep first-insertion order
        self._open = True
        self._version = 0  # bumps on every change: readers redraw only when it moved
        self._release: Release | None = None
        self.accepted: list[int] = []  # the participant count after each accepted answer, in order

    # --- the server's side -------------------------------------------------------------------------------
    def submit(self, token: str, raw_answer, local_epsilon=None) -> int:
        """Record ``token``'s answer (AnswerError in words when refused); returns the number of participants."""
        if self.local_epsilon is not None:
            if (isinstance(local_epsilon, bool) or not isinstance(local_epsilon, (int, float))
                    or not math.isclose(float(local_epsilon), self.local_epsilon, rel_tol=1e-9)):
                raise AnswerError(message("this room randomizes answers on the phone with ε_local = "
                                          "{local_epsilon:g}; reload the page", local_epsilon=self.local_epsilon))
        elif local_epsilon is not None:
            raise AnswerError(message("this room does not randomize answers; reload the page"))
        answer = self.form.parse(raw_answer)
        with self._lock:
            if not self._open:
                raise AnswerError(message("the room is closed: answers are no longer taken"))
            if token not in self._answers and len(self._answers) >= self.max_participants:
                raise AnswerError(message("the room is full (at most {max_participants:,} participants)",
                                          max_participants=self.max_participants))
            self._answers[token] = answer
            self._version += 1
            self.accepted.append(len(self._answers))
            return len(self._answers)

    def receipt(self, token: str | None) -> dict | None:
        """{"released", "your_factor", "bound", "present", "absent", "belief"} for ``token`` after a release, else
        None; "belief" (room.receipt.receipt_belief) is null for a token whose answer was not in the release."""
        with self._lock:
            release = self._release
        if release is None:
            return None
        mine = release.factors.get(token or "")  # (worded now: in the language in use when the phone asks)
        return {"released": release.label, "bound": release.bound,
                "your_factor": None if mine is None else mine["factor"],
                "present": None if mine is None else mine["present"],
                "absent": None if mine is None else mine["absent"],
                "belief": None if mine is None else release.belief}

    # --- the presenter's side ----------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        with self._lock:
            return self._open

    def set_open(self, on: bool) -> None:
        with self._lock:
            self._open = bool(on)
            self._version += 1

    def snapshot(self) -> tuple[int, list[str], list]:
        """(version, tokens, answers) in participant order, copied under the lock."""
        with self._lock:
            return self._version, list(self._answers), list(self._answers.values())

    @property
    def count(self) -> int:
        with self._lock:
            return len(self._answers)

    def publish(self, release: Release) -> None:
        with self._lock:
            self._release = release
            self._version += 1
