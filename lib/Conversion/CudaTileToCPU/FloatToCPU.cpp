//===- FloatToCPU.cpp - lowering of the Float operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerFloatLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
