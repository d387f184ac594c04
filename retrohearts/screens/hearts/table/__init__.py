"""The main playing screen and its machinery.

``table.py`` is the screen (halo targets, icons, keys); ``controller.py`` the frame-stepped
state machine that plays a whole game; ``matchport.py`` its door to the engine's Match and
``remoteport.py`` the same door onto a game on a Hearts server; ``seats.py`` who sits at the
table and how the computers think a slice per frame; ``tabledraw.py`` draws it all (the
program controls it obeys, Play Speed and the rest, are ``shared/controls.py``);
``scoreboard.py`` colours the name plates' scores; ``quitdialog.py`` asks QUIT's question;
``join.py`` is the JOIN screen and the network table it opens.
"""
