#pragma once

// A lower scheduling priority for the calling thread, for work started early
// that the window should not have to share the processor with, and that
// nothing waits for: the fonts' setup at the program's start, which Pango
// does itself at its usual priority should it need the fonts first.
//
// Linux: 10 nice levels more (at most 19). The scheduler shares the
// processor by weight, so the thread still advances when all cores are busy,
// only about ten times more slowly against one busy thread a core; a program
// cannot raise its threads' priority again. So it is not for work someone
// may wait on: Hard's tables built that way made its first search wait 1.3 s
// instead of 0.2 s on a fully loaded machine (docs/architecture.md).
// Elsewhere nothing: Windows gives a thread of lower priority no processor
// at all while others are ready, for seconds.

namespace ttt {

void lowerThisThreadsPriority();

} // namespace ttt
