"""The browser build: itch.io-ready web packages made with pyxel's own export tools.

`python -m retrohearts.web build --out DIR` stages each game that exists (the package,
its data files and a startup script) and hands it to pyxel's `package` and `app2html`
(build.py); page.py dresses the resulting HTML for itch.io; urlflags.py turns the
page's query string into the legacy command-line words; profile.py imposes the
browser's limits on a native run, so tests can prove the package needs nothing the
browser lacks. Nothing under pc/, ui/ or screens/ imports this package.
"""
