"""The browser interface: ``dgsim web`` (play against bots, replay saved games) and tournament reports.

The server needs the ``web`` extra (``pip install 'dgsim[web]'``: Starlette and uvicorn); the
report (`dgsim.web.report.write_report`) and the views are plain Python.
"""

from __future__ import annotations

from dgsim.web.report import render_report, write_report

__all__ = ["render_report", "write_report"]
