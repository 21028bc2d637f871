#!/usr/bin/python3
"""Asks an X11 window to close the way a window manager's close button does:
a WM_DELETE_WINDOW client message. Used by the headless start checks, where no
window manager runs. usage: x11-close-window.py <window id>"""
import sys

from Xlib import X, display, protocol


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    dpy = display.Display()
    window = dpy.create_resource_object("window", int(sys.argv[1], 0))
    wm_protocols = dpy.intern_atom("WM_PROTOCOLS")
    wm_delete = dpy.intern_atom("WM_DELETE_WINDOW")
    if wm_delete not in (window.get_wm_protocols() or []):
        print("the window does not accept WM_DELETE_WINDOW", file=sys.stderr)
        return 1
    message = protocol.event.ClientMessage(
        window=window, client_type=wm_protocols, data=(32, [wm_delete, X.CurrentTime, 0, 0, 0])
    )
    window.send_event(message, event_mask=X.NoEventMask)
    dpy.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
