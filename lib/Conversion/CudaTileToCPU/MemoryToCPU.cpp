//===- MemoryToCPU.cpp - lowering of the Memory operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerMemoryLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
