"""Naor's lunch example: a like/dislike matrix, score = likes (lunch)."""
