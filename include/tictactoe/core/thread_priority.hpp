#pragma once

// A lower scheduling priority for the calling thread, for work started early
// that the window should not have to share the processor with: the fonts'
// setup and the Hard search's tables at the program's start. When all cores
// are busy the thread then gets what the others leave; when they are not it
// runs as before. Linux: 10 nice levels more; Windows: below normal. Does
// nothing elsewhere, or when the system refuses (the thread just keeps its
// priority).

namespace ttt {

void lowerThisThreadsPriority();

} // namespace ttt
