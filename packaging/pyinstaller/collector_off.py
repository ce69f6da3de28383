"""Bundle start-up hook: the plain app starts with the cyclic garbage collector off.

`main` turns the collector off for the start (see psychboard/app/main.py) and the first frame
turns it back on. In the bundle PyInstaller's own start-up hooks run before `main` and import
inspect and zipfile, whose thousands of new objects set the collector scanning: about 14 M
instructions before the first frame. This hook runs first, so the bundle starts as the source
does. A command (any argument) runs with the collector on, as from source.
"""

import gc
import sys

if len(sys.argv) == 1:
    gc.disable()
