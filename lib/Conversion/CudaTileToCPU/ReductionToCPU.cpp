//===- ReductionToCPU.cpp - lowering of reduce and scan -------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerReductionLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
