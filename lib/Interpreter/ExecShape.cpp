//===- ExecShape.cpp - semantics of the Shape operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerShapeHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
