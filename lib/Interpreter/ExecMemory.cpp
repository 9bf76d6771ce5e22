//===- ExecMemory.cpp - semantics of the Memory operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerMemoryHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
