//===- ExecFloat.cpp - semantics of the Float operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerFloatHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
