//===- TinytcDialect.h - the tinytc dialect ---------------------*- C++ -*-===//
#ifndef TILEC_DIALECT_TINYTC_TINYTCDIALECT_H
#define TILEC_DIALECT_TINYTC_TINYTCDIALECT_H

#include "mlir/IR/Dialect.h"

#include "tilec/Dialect/Tinytc/TinytcDialect.h.inc"

#endif // TILEC_DIALECT_TINYTC_TINYTCDIALECT_H
