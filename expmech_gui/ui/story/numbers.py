"""The story's numbers: the facts of each new experiment (facts.py), worked out on the GUI thread for fewer than
FACTS_IN_BACKGROUND_FROM candidates and on a background thread from there on (the sentence says so meanwhile),
and the workspace followed only while the story is open — a closed story computes nothing."""
from __future__ import annotations

import numpy as np

from ...core import formatting as fmt
from ...core.translatable import translatable
from ...io.story_texts import STEP_IDS, fill
from .. import language
from ..widgets.text import esc
from ..worker import JobRunner
from . import facts as story_facts

FACTS_IN_BACKGROUND_FROM = 20_000  # candidates: from here on, the numbers are worked out off the GUI thread


class StoryNumbers:
    """Mixed into StoryWindow: ``exp``, its ``facts`` (empty while worked out), the one-person step's
    ``person_words``/``person`` (None until known) and the jobs that work them out."""

    def _init_numbers(self) -> None:
        self.exp = None
        self.facts: dict[str, str] = {}
        self.person = None
        self.person_words: dict[str, str] | None = None
        self.following = False  # listening to the workspace (only while open)
        self._facts_gen = 0  # the experiment the background jobs work for
        self.facts_jobs = JobRunner(self, translatable("work out the story's numbers"))
        self.facts_jobs.generationDone.connect(self._facts_ready)
        self.person_jobs = JobRunner(self, translatable("find the person who moves the chances most"))
        self.person_jobs.generationDone.connect(self._person_ready)
        for jobs in (self.facts_jobs, self.person_jobs):
            jobs.generationFailed.connect(self._facts_failed)

    def _follow(self, on: bool) -> None:
        """Listen to the workspace's new numbers and refusals while open; a closed story computes nothing."""
        if on == self.following:
            return
        ws = self.workspace
        for signal, slot in ((ws.experimentReady, self._workspace_changed),
                             (ws.experimentFailed, self._workspace_changed),
                             (ws.session_ledger.changed, self._ledger_changed)):
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)
        self.following = on
        if not on:
            self._facts_gen += 1  # whatever is still being worked out is for nobody
            self.facts_jobs.cancel()
            self.person_jobs.cancel()

    def _set_experiment(self, exp) -> None:
        self.exp = exp
        self.person, self.person_words = None, None
        self.facts = {}
        self._facts_gen += 1
        self.facts_jobs.cancel()
        self.person_jobs.cancel()
        if exp is not None:
            seed = exp.params.seed
            self.rng = np.random.default_rng(np.random.SeedSequence(seed).spawn(1)[0] if seed is not None else None)
            self._work_out_facts(exp)
        self.show_step(self.step)

    def _work_out_facts(self, exp) -> None:
        """``exp``'s facts in the language in use, here or (many candidates) on the background thread."""
        self.facts = {}
        self._facts_gen += 1
        self.facts_jobs.cancel()
        releases = self.workspace.session_ledger.composed  # the session's privacy ledger now
        if exp.problem.m < FACTS_IN_BACKGROUND_FROM:
            self._take_facts(story_facts.experiment_facts(exp, releases))
        else:
            self.facts_jobs.submit(lambda _progress, _cancelled: story_facts.experiment_facts(exp, releases),
                                   self._facts_gen)

    def _ledger_changed(self) -> None:
        """A release (or Open, New): the bill step's numbers from the session's ledger now."""
        if self.exp is not None and self.facts:
            self._take_facts(self.facts | story_facts.bill_facts(self.exp, self.workspace.session_ledger.composed))
            if STEP_IDS[self.step] == "bill":
                self.render()

    def _take_facts(self, facts: dict[str, str]) -> None:
        self.facts = facts
        self.facts["question"] = fill(self.texts.question, self.facts)

    def _facts_ready(self, gen: int, facts: dict[str, str]) -> None:
        if gen == self._facts_gen and self.exp is not None:
            self._take_facts(facts)
            self.render()

    def _find_person(self) -> None:
        exp = self.exp
        if exp.problem.m < FACTS_IN_BACKGROUND_FROM:
            self.person_words, self.person = story_facts.person_facts(exp)
        elif not self.person_jobs.pending:
            self.person_jobs.submit(lambda _progress, _cancelled: story_facts.person_facts(exp), self._facts_gen)

    def _person_ready(self, gen: int, found) -> None:
        if gen == self._facts_gen and self.exp is not None:
            self.person_words, self.person = found
            if STEP_IDS[self.step] == "one_person":
                self.render()

    def numbers_now(self) -> None:
        """Whatever is still being worked out in the background, worked out here at once (the slide export
        shows every step's numbers; a million prices take well under a second)."""
        if self.exp is not None and not self.facts:
            self.facts_jobs.cancel()
            self._take_facts(story_facts.experiment_facts(self.exp, self.workspace.session_ledger.composed))
        if self.exp is not None and self.person_words is None:
            self.person_jobs.cancel()
            self.person_words, self.person = story_facts.person_facts(self.exp)

    def _facts_failed(self, gen: int, message: str) -> None:
        if gen == self._facts_gen:
            self.sentence.setText(esc(message))

    def current_facts(self) -> dict[str, str]:
        facts = dict(self.facts)
        facts.update(self.person_words or {})
        if self.exp is not None:
            facts.update(story_facts.draw_facts(self.exp, self.chosen))
            facts.update(story_facts.run_facts(self.exp, self.aggregate))
        return facts

    def sentence_text(self) -> str:
        """The current step's sentence with its numbers (plain text)."""
        if self.exp is None:  # the workspace's own sentence for a refusal
            return language.tr("No numbers yet: {reason}").format(reason=self.workspace.no_numbers_reason() or
                                                                   language.tr("load some data into the workspace."))
        if not self.facts:
            return language.shown(language.tr("Working out the numbers for {m} {candidates}…").format(
                m=fmt.count(self.exp.problem.m), candidates=language.tr(story_facts.plural(
                    self.exp.problem.candidate_name))))
        if STEP_IDS[self.step] == "one_person" and self.person_words is None:
            return language.tr("Working out whose data moves the chances most…")
        return language.shown(fill(self.texts.steps[self.step].text, self.current_facts()))
