//===- ExecMisc.cpp - semantics of the Misc operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerMiscHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
