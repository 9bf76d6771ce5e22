//===- ExecInteger.cpp - semantics of the Integer operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerIntegerHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
