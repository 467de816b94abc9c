"""PEP 517 backend: setuptools, plus mypy as a build requirement when ``DGSIM_USE_MYPYC=1``."""

from __future__ import annotations

import os

from setuptools import build_meta as _meta
from setuptools.build_meta import (
    build_editable,
    build_sdist,
    build_wheel,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

__all__ = [
    "build_editable",
    "build_sdist",
    "build_wheel",
    "get_requires_for_build_editable",
    "get_requires_for_build_sdist",
    "get_requires_for_build_wheel",
    "prepare_metadata_for_build_editable",
    "prepare_metadata_for_build_wheel",
]

_COMPILER_NEEDS = ["mypy>=1.8", "pyrsistent>=0.20", "typing-extensions>=4.10", "mypy-extensions>=1.0"]
"""mypyc, and what it must see to type-check the code it compiles."""


def _extra() -> list[str]:
    return _COMPILER_NEEDS if os.environ.get("DGSIM_USE_MYPYC", "0") == "1" else []


def get_requires_for_build_wheel(config_settings: dict[str, str] | None = None) -> list[str]:
    """Setuptools' requirements, and mypy (mypyc) for the compiled build."""
    return [*_meta.get_requires_for_build_wheel(config_settings), *_extra()]


def get_requires_for_build_editable(config_settings: dict[str, str] | None = None) -> list[str]:
    """As for a wheel."""
    return [*_meta.get_requires_for_build_editable(config_settings), *_extra()]
