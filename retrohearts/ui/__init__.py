"""Widgets both games share, drawn for whatever mode the PC is in.

Cards (``ui.cards.draw_card`` / ``draw_back``, sized by ``app.layout``, which the PC
computes in ``pc.layout``), icon buttons (``ui.buttons``), windows (``ui.windows``, ``ui.panel``),
the yes/no dialog (``ui.dialog``), the text field (``ui.textfield``), big title
lettering (``ui.bigtext``) and text helpers (``ui.text``). Nothing here knows a game.
"""
