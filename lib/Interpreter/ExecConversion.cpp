//===- ExecConversion.cpp - semantics of the Conversion operations ----------------===//
#include "OpHandlers.h"

namespace tilec::interp {

void registerConversionHandlers(HandlerRegistry &registry) {}

} // namespace tilec::interp
