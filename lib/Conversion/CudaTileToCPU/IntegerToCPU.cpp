//===- IntegerToCPU.cpp - lowering of the Integer operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerIntegerLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
