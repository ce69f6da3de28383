"""Reading and writing user files safely: atomic replacement, never a half-written file."""

from __future__ import annotations

import contextlib
import glob
import hashlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from psychboard.core.errors import FileProblem

MAX_USER_FILE_BYTES = 20 * 1024 * 1024


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file beside `path`, flush it to disk, rename it over `path`, and
    sync the folder so the rename itself survives a power cut. Temporary files that a killed
    write of the same file left behind are removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)
    remove_leftovers(path)


LEFTOVER_AGE_S = 60


def remove_leftovers(path: Path) -> None:
    """Delete `.name.*.tmp` files beside `path` that writes killed midway left behind (old
    enough that no other copy of the app can still be writing them)."""
    now = time.time()
    for leftover in path.parent.glob(f"{glob.escape(_temp_prefix(path))}*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > LEFTOVER_AGE_S:
                leftover.unlink()


TEMP_NAME_BYTES = 120
"""Room enough in a 255-byte file name (ext4, APFS, NTFS) for a temporary file's own parts."""


def short_name(name: str, limit: int = TEMP_NAME_BYTES) -> str:
    """`name` when it fits in `limit` bytes, else its start, a digest of the whole name and
    its extension: the same long name always gives the same short one."""
    if len(name.encode("utf-8")) <= limit:
        return name
    suffix = Path(name).suffix
    tail = f"-{hashlib.sha256(name.encode('utf-8')).hexdigest()[:12]}{suffix[:16]}"
    head = name[:len(name) - len(suffix)].encode("utf-8")[:limit - len(tail.encode("utf-8"))]
    return head.decode("utf-8", "ignore") + tail


def _temp_prefix(path: Path) -> str:
    """Room for the random part and ".tmp" beside a name as long as the system allows."""
    return f".{short_name(path.name)}."


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows has no folder handle to sync; NTFS journals the rename
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_json_atomic(path: Path, value: Any) -> None:
    write_atomic(path, (json.dumps(value, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))


def read_json(path: Path, error: type[FileProblem] = FileProblem) -> Any:
    """Parse a JSON file, turning every way it can fail into one `error` naming the file."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise error(path, "the file does not exist") from None
    except OSError as exc:
        raise error(path, f"the file cannot be read ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):  # a folder, a pipe or a device would hang or fail
        raise error(path, "this is not an ordinary file")
    size = info.st_size
    if size > MAX_USER_FILE_BYTES:
        raise error(path, f"the file is too large ({size // 1024} KiB)")
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise error(path, "the file is not UTF-8 text") from None
    except OSError as exc:
        raise error(path, f"the file cannot be read ({exc.strerror})") from None
    if not text.strip():
        raise error(path, "the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(path, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg});"
                    " it may be truncated") from None
    except RecursionError:
        raise error(path, "the file nests its values too deeply to be a Psychboard file") \
            from None
    except ValueError as exc:  # e.g. a number with thousands of digits
        raise error(path, f"the file holds a value Psychboard can't read ({exc})") from None
