"""Private PAC learning: the scenario (pac), concept classes (concepts), labelled points (data) and the learner's
error law and sample complexity (learning)."""
