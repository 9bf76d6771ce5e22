//===- ExecView.cpp - semantics of the View operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerViewHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
