"""Material patched at build (``scripts/hooks/material_assets.py``, ``scripts/hooks/accessibility.py``):
a patch applies only to the file of Material it was written for, each text it replaces found exactly
once; otherwise the build stops and says what to review. No browser, no build: Material's own files."""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import material
import pytest

from scripts.hooks import accessibility, material_assets
from scripts.hooks.material_assets import MATERIAL, PATCHES, MaterialPatchError, Patch, replace_each_once

ROOT = Path(__file__).resolve().parent.parent
THEME = Path(material.__file__).parent / "templates"
"""The installed Material's theme folder, where the patched files come from."""


def theme_copy(folder: Path) -> Path:
    """A theme folder in ``folder`` with a copy of each file of Material that a patch applies to."""
    for patch in PATCHES:
        source = patch.find([str(THEME)])
        target = folder / source.relative_to(THEME)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return folder


def build_filter(theme: Path) -> Any:
    """The hook's template filter, for a build with the theme folder ``theme``."""
    config = {"theme": SimpleNamespace(dirs=[str(theme)])}
    return material_assets.on_env(SimpleNamespace(filters={}), config, None).filters["material_assets"]


def test_the_lock_pins_the_material_the_patches_are_written_for() -> None:
    assert f"\nmkdocs-material=={MATERIAL}\n" in (ROOT / "requirements.lock").read_text("utf-8")


def test_the_pinned_files_are_served_patched_under_names_of_their_own(tmp_path: Path) -> None:
    swap = build_filter(theme_copy(tmp_path))
    for patch in PATCHES:
        name = patch.find([str(THEME)]).relative_to(THEME).as_posix()
        assert swap(name) != name
        assert swap(name).split(".")[0] == name.split(".")[0]


@pytest.mark.parametrize("patch", PATCHES, ids=lambda patch: patch.glob)
def test_a_material_file_one_byte_off_stops_the_build(tmp_path: Path, patch: Patch) -> None:
    theme = theme_copy(tmp_path)
    changed = patch.find([str(theme)])
    data = bytearray(changed.read_bytes())
    data[len(data) // 2] ^= 1
    changed.write_bytes(data)
    found = hashlib.sha256(data).hexdigest()
    with pytest.raises(MaterialPatchError) as error:
        build_filter(theme)
    message = str(error.value)
    for part in (str(changed), f"attendu {patch.sha256}", f"trouvé {found}", "revoir chacun de ses"):
        assert part in message


@pytest.mark.parametrize(("text", "times"), [("<div>", 0), ("<nav><nav>", 2)])
def test_a_text_to_replace_found_other_than_once_is_refused(text: str, times: int) -> None:
    with pytest.raises(MaterialPatchError, match=f"« <nav> » trouvé {times} fois au lieu d'une"):
        replace_each_once(text, [("<nav>", "<div>")], "exemple")


def test_the_page_frame_gets_its_accessible_names_each_once() -> None:
    page = SimpleNamespace(file=SimpleNamespace(src_uri="tarot/score.md"))
    olds, news = zip(*accessibility.REPLACEMENTS, strict=True)
    frame = "".join(olds)
    assert accessibility.on_post_page(frame, page=page) == "".join(news)
    search = olds[0]
    for changed in (frame.replace(search, ""), frame + search):
        with pytest.raises(MaterialPatchError, match=re.escape("cadre de la page tarot/score.md")):
            accessibility.on_post_page(changed, page=page)
