"""Turns the one-folder bundle (`make dist`) into the Linux files a release page offers.

    python tools/package.py [DIST_DIR]        (default: dist)

writes, beside the bundle in DIST_DIR:
  psychboard-<version>-linux-<machine>.tar.gz   the bundle, a .desktop launcher, the icons,
                                                install.sh / uninstall.sh (no root needed)
  psychboard_<version>_<arch>.deb               /opt/psychboard, a menu entry, the icons and
                                                a `psychboard` command, built with dpkg-deb
  SHA256SUMS                                    both files' checksums, for `sha256sum -c`
"""

from __future__ import annotations

import gzip
import hashlib
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import icons  # noqa: E402
import notices  # noqa: E402

from psychboard import __version__  # noqa: E402

# The system libraries Qt's xcb window and its sound need (README, tools/qt-deps); glib was
# renamed for the 64-bit time transition in Debian 13 and Ubuntu 24.04.
QT_DEPENDS = (
    "libgl1", "libegl1", "libfontconfig1", "libglib2.0-0t64 | libglib2.0-0", "libdbus-1-3",
    "libxkbcommon0", "libxkbcommon-x11-0", "libx11-xcb1", "libxcb-cursor0", "libxcb-icccm4",
    "libxcb-image0", "libxcb-keysyms1", "libxcb-render-util0", "libxcb-render0",
    "libxcb-shape0", "libxcb-util1", "libxcb-xkb1", "libxcb-randr0", "libxcb-shm0",
    "libxcb-sync1", "libxcb-xfixes0", "libpulse0",
)
DEB_ARCH = {"x86_64": "amd64", "aarch64": "arm64"}
ELF = b"\x7fELF"
SHARED_LIBRARY = re.compile(r"\.so(\.[0-9.]+)?$")


def epoch() -> int:
    """The last commit's time, so the same checkout packs the same bytes."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    result = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                            capture_output=True, text=True, check=False)
    return int(result.stdout.strip() or 0)


def glibc_needed(bundle: Path) -> str:
    """The newest GLIBC_x.y symbol version any bundled ELF file asks for: libc6's minimum."""
    found = {(2, 17)}
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) != ELF:
                    continue
                data = file.read()
            found.update(tuple(int(n) for n in v.split(b"."))
                         for v in re.findall(rb"GLIBC_(\d+\.\d+(?:\.\d+)?)\x00", data))
    return ".".join(str(n) for n in max(found))


def copy_launcher_files(stage: Path, licenses: Path) -> None:
    icons.build(stage / "icons")
    scalable = stage / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(ROOT / "assets" / "icons" / "psychboard.svg", scalable / "psychboard.svg")
    notices.write(licenses)


def normalised(info: tarfile.TarInfo, mtime: int) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    info.mtime = mtime
    info.mode = 0o755 if info.isdir() or info.mode & stat.S_IXUSR else 0o644
    return info


def tarball(bundle: Path, out: Path, work: Path, mtime: int) -> Path:
    name = f"psychboard-{__version__}-linux-{platform.machine()}"
    stage = work / name
    shutil.copytree(bundle, stage / "psychboard", symlinks=True)
    copy_launcher_files(stage, stage / "LICENSES")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(PACKAGING / "linux" / script, stage / script)
    shutil.copyfile(PACKAGING / "linux" / "psychboard.desktop", stage / "psychboard.desktop")
    (stage / "README.txt").write_text(
        f"Psychboard {__version__}\n\n"
        "Start it: double-click psychboard/psychboard (or run it from a terminal).\n"
        "Put it in your applications menu: ./install.sh   (no root needed; ./uninstall.sh "
        "takes it out).\nCheck it works on this computer: psychboard/psychboard --smoke-test\n"
        "Licences: LICENSES/THIRD-PARTY.md\n", encoding="utf-8")
    target = out / f"{name}.tar.gz"
    paths = sorted(stage.rglob("*"))
    with (gzip.GzipFile(target, "wb", compresslevel=6, mtime=mtime) as raw,
          tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as archive):
        archive.add(stage, name, recursive=False, filter=lambda i: normalised(i, mtime))
        for path in paths:
            archive.add(path, f"{name}/{path.relative_to(stage)}", recursive=False,
                        filter=lambda i: normalised(i, mtime))
    return target


def changelog(mtime: int) -> bytes:
    date = subprocess.run(["date", "-R", "-u", "-d", f"@{mtime}"], capture_output=True,
                          text=True, check=True).stdout.strip()
    text = (f"psychboard ({__version__}) unstable; urgency=medium\n\n"
            f"  * Psychboard {__version__}.\n\n"
            f" -- Psychboard maintainers <psychboard@users.noreply.github.com>  {date}\n")
    return gzip.compress(text.encode(), compresslevel=9, mtime=mtime)


def debian_copyright() -> str:
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: psychboard\n\n"
            "Files: *\nCopyright: 2026 The Psychboard authors\nLicense: Expat\n\n"
            "Files: opt/psychboard/_internal/assets/fonts/*\n"
            "Copyright: 2016-2022 The Inter Project Authors; 2015-2020 Google LLC\n"
            "License: OFL-1.1\n\n"
            "Files: opt/psychboard/_internal/PySide6/* opt/psychboard/_internal/shiboken6/*\n"
            "Copyright: The Qt Company Ltd. and other contributors\n"
            "License: LGPL-3\n\n"
            "License: Expat\n" + indent(notices.MIT_LICENSE) + "\n\n"
            "License: OFL-1.1\n"
            + indent((ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8"))
            + "\n\nLicense: LGPL-3\n On Debian systems, the complete text of the GNU Lesser "
            "General Public License\n version 3 is in /usr/share/common-licenses/LGPL-3.\n .\n"
            " The source of the Qt and PySide6 libraries shipped is at\n"
            " https://download.qt.io/official_releases/QtForPython/ and\n"
            " https://download.qt.io/official_releases/qt/ . The full notices are in\n"
            " /opt/psychboard/LICENSES/THIRD-PARTY.md.\n")


def indent(text: str) -> str:
    return "\n".join(f" {line}" if line.strip() else " ." for line in text.strip().splitlines())


def deb(bundle: Path, out: Path, work: Path, mtime: int) -> Path:
    arch = DEB_ARCH.get(platform.machine(), platform.machine())
    stage = work / "deb"
    opt = stage / "opt" / "psychboard"
    shutil.copytree(bundle, opt, symlinks=True)
    share = stage / "usr" / "share"
    launcher = work / "launcher"
    copy_launcher_files(launcher, opt / "LICENSES")
    shutil.copytree(launcher / "icons" / "hicolor", share / "icons" / "hicolor")
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(PACKAGING / "linux" / "psychboard.desktop",
                    share / "applications" / "psychboard.desktop")
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "psychboard").symlink_to("/opt/psychboard/psychboard")
    doc = share / "doc" / "psychboard"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(debian_copyright(), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(changelog(mtime))
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(PACKAGING / "deb" / "lintian-overrides", overrides / "psychboard")
    size = sum(p.lstat().st_size for p in stage.rglob("*")) // 1024 + 1
    depends = ", ".join((f"libc6 (>= {glibc_needed(bundle)})", *QT_DEPENDS))
    control = (PACKAGING / "deb" / "control.in").read_text(encoding="utf-8")
    for key, value in {"VERSION": __version__, "ARCH": arch, "SIZE": str(size),
                       "DEPENDS": depends}.items():
        control = control.replace(f"@{key}@", value)
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    for path in [stage, *stage.rglob("*")]:
        if not path.is_symlink():
            # shared libraries load without the execute bit, and Debian wants them without it
            program = path.stat().st_mode & stat.S_IXUSR and not SHARED_LIBRARY.search(path.name)
            path.chmod(0o755 if path.is_dir() or program else 0o644)
            os.utime(path, (mtime, mtime))
    target = out / f"psychboard_{__version__}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(stage),
                    str(target)], check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "SOURCE_DATE_EPOCH": str(mtime)})
    return target


def checksums(files: list[Path], out: Path) -> Path:
    lines = [f"{hashlib.sha256(f.read_bytes()).hexdigest()}  {f.name}\n" for f in files]
    target = out / "SHA256SUMS"
    target.write_text("".join(lines), encoding="utf-8")
    return target


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "dist"
    bundle = out / "psychboard"
    if not (bundle / "psychboard").is_file():
        print(f"package: no bundle in {bundle}; run `make dist` first", file=sys.stderr)
        return 1
    mtime = epoch()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        (work / "tar").mkdir()
        (work / "deb-work").mkdir()
        files = [tarball(bundle, out, work / "tar", mtime), deb(bundle, out, work / "deb-work",
                                                                  mtime)]
    files.append(checksums(files, out))
    for path in files:
        print(path.relative_to(out.parent) if path.is_relative_to(out.parent) else path)
    return 0


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    sys.exit(main(sys.argv[1:]))
