#!/usr/bin/python3
"""Start-up time of X11 programs, for scripts/startup-time.sh.

usage: startup_probe.py [--runs N] [--timeout S] [--home DIR] [--max-ratio R]
                        BASELINE PROGRAM [ARGS...]

Starts BASELINE and PROGRAM (ARGS go to PROGRAM only) alternately, RUNS times
each after one unmeasured warm-up run of each, every run with a fresh, empty
HOME (a copy of DIR with --home), one straight after the other. For each run
it measures, from just before the exec, the time until:
  map    the program's first top-level window (one carrying the program's
         _NET_WM_PID, not override-redirect) is mapped (MapNotify, or the
         window found viewable), and
  ready  the program answers a _NET_WM_PING sent to that window right after
         it is mapped, i.e. its main loop runs and handles events (GTK
         answers the ping from its event loop).
The program is then killed (SIGTERM to its process group, SIGKILL after one
second). Prints every run, then the medians and the ratio PROGRAM/BASELINE of
the medians, and the medians of each run's pair (ratio and difference). Exit
status 1 if a run fails (exits early, no window within the timeout), 3 if
--max-ratio is given and the map ratio exceeds it.

Needs python3-xlib and an X display in $DISPLAY.
"""

import argparse
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from Xlib import X, Xatom, display, error, protocol


class RunFailed(Exception):
    pass


def kill_group(process: subprocess.Popen) -> None:
    """Ends the program and whatever it started (its own process group)."""
    if process.poll() is not None:
        return
    for sig, grace in ((signal.SIGTERM, 1.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            pass
        try:
            process.wait(timeout=grace)
            return
        except subprocess.TimeoutExpired:
            continue


class Probe:
    def __init__(self, timeout: float, home_template: str | None):
        self.timeout = timeout
        self.home_template = home_template
        self.dpy = display.Display()
        self.root = self.dpy.screen().root
        self.net_wm_pid = self.dpy.intern_atom("_NET_WM_PID")
        self.wm_protocols = self.dpy.intern_atom("WM_PROTOCOLS")
        self.net_wm_ping = self.dpy.intern_atom("_NET_WM_PING")
        # Top-level windows are created as children of the root window (a
        # window manager reparents them later): their creation and, without
        # a window manager, their mapping are reported here; the ping's
        # answer is sent to the root window too.
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.dpy.sync()

    def window_pid(self, window) -> int | None:
        try:
            prop = window.get_full_property(self.net_wm_pid, Xatom.CARDINAL)
        except error.XError:
            return None
        return int(prop.value[0]) if prop and len(prop.value) else None

    def is_viewable(self, window) -> bool:
        try:
            return window.get_attributes().map_state == X.IsViewable
        except error.XError:
            return False

    def wait_events(self, deadline: float, process: subprocess.Popen):
        """Yields X events until the deadline; fails if the program exits."""
        fd = self.dpy.fileno()
        while True:
            while self.dpy.pending_events():
                yield self.dpy.next_event()
            if process.poll() is not None:
                raise RunFailed(f"exited with status {process.returncode} before its window was up")
            left = deadline - time.monotonic()
            if left <= 0:
                raise RunFailed(f"no window within {self.timeout:g} s")
            select.select([fd], [], [], min(left, 0.05))

    def run_once(self, argv: list[str]) -> tuple[float, float]:
        home = tempfile.mkdtemp(prefix="ttt-startup-home.")
        if self.home_template:
            shutil.copytree(self.home_template, home, dirs_exist_ok=True, symlinks=True)
        env = dict(os.environ)
        env["HOME"] = home
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env.pop(name, None)
        # Forget whatever earlier runs left in the queue.
        self.dpy.sync()
        while self.dpy.pending_events():
            self.dpy.next_event()
        start = time.monotonic()
        process = subprocess.Popen(
            argv,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            return self.measure(process, start)
        finally:
            kill_group(process)
            shutil.rmtree(home, ignore_errors=True)

    def measure(self, process: subprocess.Popen, start: float) -> tuple[float, float]:
        deadline = start + self.timeout
        candidates = {}  # window id -> window: top-level windows created since the start
        mapped = None
        map_time = 0.0
        for event in self.wait_events(deadline, process):
            now = time.monotonic()
            if event.type == X.CreateNotify and not event.override:
                window = event.window
                candidates[window.id] = window
                # Its own map and property changes, also once a window
                # manager has reparented it.
                try:
                    window.change_attributes(event_mask=X.StructureNotifyMask)
                except error.XError:
                    continue
                # It may have been mapped before the mask took effect.
                if self.is_viewable(window) and self.window_pid(window) == process.pid:
                    mapped, map_time = window, time.monotonic()
            elif event.type == X.MapNotify and event.window.id in candidates:
                if not event.override and self.window_pid(event.window) == process.pid:
                    mapped, map_time = event.window, now
            if mapped is not None:
                break
        ping_time = self.ping(mapped, process, deadline)
        return map_time - start, ping_time - start

    def ping(self, window, process: subprocess.Popen, deadline: float) -> float:
        stamp = int(time.monotonic() * 1000) & 0x7FFFFFFF or 1
        message = protocol.event.ClientMessage(
            window=window,
            client_type=self.wm_protocols,
            data=(32, [self.net_wm_ping, stamp, window.id, 0, 0]),
        )
        window.send_event(message, event_mask=X.NoEventMask)
        self.dpy.flush()
        for event in self.wait_events(deadline, process):
            if (
                event.type == X.ClientMessage
                and event.window.id == self.root.id
                and event.client_type == self.wm_protocols
            ):
                data = event.data[1]
                if data[0] == self.net_wm_ping and data[1] == stamp:
                    return time.monotonic()
        raise AssertionError("unreachable")


def describe(values: list[float]) -> str:
    return (
        f"median {statistics.median(values) * 1000:7.1f} ms"
        f"  (min {min(values) * 1000:.1f}, max {max(values) * 1000:.1f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--home", help="copy this folder into each run's fresh HOME")
    parser.add_argument("--max-ratio", type=float)
    parser.add_argument("baseline")
    parser.add_argument("program", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if not args.program:
        parser.error("no PROGRAM given")
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    probe = Probe(args.timeout, args.home)
    programs = [("baseline", [args.baseline]), ("program", args.program)]
    names = {"baseline": os.path.basename(args.baseline), "program": os.path.basename(args.program[0])}
    width = max(len(n) for n in names.values())
    results = {key: ([], []) for key, _ in programs}
    try:
        for _, argv in programs:  # warm-up: caches, not measured
            probe.run_once(argv)
        for run in range(1, args.runs + 1):
            # Alternate which one goes first, so neither always follows the other.
            order = programs if run % 2 else list(reversed(programs))
            for key, argv in order:
                mapped, ready = probe.run_once(argv)
                results[key][0].append(mapped)
                results[key][1].append(ready)
                print(
                    f"run {run:2d}  {names[key]:<{width}}  map {mapped * 1000:7.1f} ms"
                    f"  ready {ready * 1000:7.1f} ms",
                    flush=True,
                )
    except RunFailed as failure:
        print(f"startup-time: {' '.join(argv)}: {failure}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130

    print()
    for label, index in (("window mapped", 0), ("events handled", 1)):
        print(f"{label}:")
        for key, _ in programs:
            print(f"  {names[key]:<{width}}  {describe(results[key][index])}")
        ratio = statistics.median(results["program"][index]) / statistics.median(
            results["baseline"][index]
        )
        # Each run's two starts came one straight after the other: the median
        # of their differences and ratios is not moved by the machine's speed
        # drifting over the minutes of a measurement, as the medians above are.
        pairs = list(zip(results["baseline"][index], results["program"][index]))
        difference = statistics.median(p - b for b, p in pairs)
        paired = statistics.median(p / b for b, p in pairs)
        print(f"  ratio {ratio:.2f}  (paired: ratio {paired:.2f}, difference {difference * 1000:+.1f} ms)")
    map_ratio = statistics.median(results["program"][0]) / statistics.median(results["baseline"][0])
    if args.max_ratio is not None and map_ratio > args.max_ratio:
        print(f"startup-time: ratio {map_ratio:.2f} is above {args.max_ratio:g}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
