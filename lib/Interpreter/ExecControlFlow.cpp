//===- ExecControlFlow.cpp - semantics of the ControlFlow operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerControlFlowHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
