"""The page screens: the on-line document and what the table shows of a game, a page at a time.

``docscreen.py`` (DOCS), ``oddscreen.py`` (ODDS), ``lasthand.py`` (the last hand, trick by
trick), ``postmortem.py`` (REVIEW), ``stats.py`` (career statistics); ``pagescreen.py`` is the
page frame they share and ``tricks.py`` the grid of a hand's tricks (ODDS and REVIEW).
"""
