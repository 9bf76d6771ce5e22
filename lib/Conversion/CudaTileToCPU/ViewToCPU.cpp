//===- ViewToCPU.cpp - lowering of the View operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerViewLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
