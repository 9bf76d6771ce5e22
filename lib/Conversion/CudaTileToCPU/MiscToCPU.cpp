//===- MiscToCPU.cpp - lowering of the Misc operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerMiscLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
