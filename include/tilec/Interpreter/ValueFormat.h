//===- ValueFormat.h - printing tiles the way users read them ---*- C++ -*-===//
//
// Renders a tile as nested brackets in row-major order, NumPy style: `[[1, 2], [3, 4]]`, a
// rank-0 tile as its element. Used by `tilec run` for results and buffers and by tests.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_VALUEFORMAT_H
#define TILEC_INTERPRETER_VALUEFORMAT_H

#include "tilec/Interpreter/RuntimeValue.h"
#include "tilec/Runtime/PrintFormat.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tilec::interp {

struct TileFormatOptions {
  /// Tiles with more elements than this are summarised: only the first and last `edgeItems`
  /// entries of every dimension are shown, with `...` in between (NumPy's rule).
  int64_t summaryThreshold = 1000;
  int64_t edgeItems = 3;
};

// Shared with the CPU runtime, whose messages name elements the same way.
using runtime::formatIndex;

void printTile(llvm::raw_ostream &os, const TileValue &tile, const TileFormatOptions &options = {});

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_VALUEFORMAT_H
