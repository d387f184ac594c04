"""Moments worth remembering: a won game, a shot moon, a high score, a cleared deck.

A :class:`~.moment.Moment` is a screen laid over the game for a few seconds: a fanfare on
the music board (``music/fanfares.mml``), a voice, big lettering and an animation the mode
can show: bouncing cards that leave their trails (:mod:`.cascade`), fireworks by palette
cycling (:mod:`.fireworks`, as the four-colour CGA did it), a moon rising among twinkling
stars (:mod:`.moon`). Any key or click ends it early; it always ends by itself, so DEMO and
scripted runs never wait on it. :mod:`.kinds` makes the moments both games use.
"""
