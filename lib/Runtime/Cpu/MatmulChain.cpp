//===- MatmulChain.cpp - a K loop's products in passes of several steps ---===//
//
// The runtime side of a product chain (tilec/Runtime/MatmulChainAbi.h): the compiled K loop
// calls tilec_rt_mmaf_chain_load for its a and b loads and tilec_rt_mmaf_chain_step where its
// mmaf was; the chain keeps the steps' operands and multiplies getMatmulChainSteps(k) of them
// at a time, and tilec_rt_mmaf_chain_end (at the loop's exit) multiplies what is left.
//
// Every load goes through the copy engine with the load's own location, so its checks,
// padding and messages are those of the load. a is read where the load found it when the copy
// engine allows it (tilec_rt_view_load_rows), as a lone mmaf reads it: every a is read before
// the loop ends, with nothing but loads and pure ops in between (the chain's pattern), so
// another block's write in between would be a data race. b is packed at its load into the
// strips the microkernel reads (MicrokernelMatmul.h, ChainStep), contiguous rows that do not
// collide in the caches as a matrix's rows a power of two bytes apart do - or, when the
// previous tile block on this thread packed the same tile, taken from it (PackedTileCache.h).
//
// The accumulator is updated in place. Each element is the chain of f32 FMAs of the steps'
// products in step, then k order, from the loop's initial value: exactly what mmaf after mmaf
// computes (MatmulRuntime.cpp), so results stay bit-identical to the interpreter.
//
// Except in a kernel compiled with hardware accumulation (kMatmulChainHardwareAccumulation):
// there a bf16 chain whose shape fits AMX tiles, on a CPU with AMX-BF16, keeps its a tiles
// as bf16 (in place where they lie), packs b in AMX's layout and multiplies each pass on AMX
// (MicrokernelAmx.h), within the bound MatmulChainAbi.h documents. Such a chain multiplies a
// full pass when the next step's first load comes (or at the end), so that the last pass
// always has steps: when the loop's result is only stored to a tensor right after it,
// tilec_rt_mmaf_chain_end_into has that pass write its tiles there, and the accumulator is
// never copied out (AMX's tile stores take any row distance).
//
//===----------------------------------------------------------------------===//
#include "BulkCopy.h"
#include "MatmulInputs.h"
#include "MicrokernelAmx.h"
#include "MicrokernelMatmul.h"
#include "PackedTileCache.h"
#include "ViewRuntime.h"

#include "tilec/Runtime/MatmulChainAbi.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <algorithm>
#include <cstring>
#include <new>

using tilec::numeric::FloatFormat;

namespace tilec::runtime {
namespace {

struct MatmulChain {
  float *acc;
  int64_t m, n, k;
  /// Columns of b's packed strips (getChainStripWidth) and values of one packed b.
  int64_t stripWidth, packedElements;
  FloatFormat format;
  /// bf16 steps multiplied on AMX (kMatmulChainHardwareAccumulation): each step's a holds bf16
  /// rows (lda in elements) and its b is packed by packBf16ForAmx.
  bool onAmx;
  /// The accumulator starts at zero and no pass has written it yet: the first pass starts its
  /// sums at zero instead of reading it.
  bool zeroPending;
  /// b tiles may be kept for, and taken from, other tile blocks (kMatmulChainShareTiles).
  bool shareTiles;
  /// Steps of the loop so far (all passes).
  int64_t stepsLoaded;
  /// Steps kept (count) and multiplied per pass (passSteps).
  int32_t count, passSteps;
  /// passSteps m×k a tiles and packed b's; one m×k and one k×n tile as loaded.
  float *aTiles, *bPacked;
  uint8_t *aLoaded, *bLoaded;
  ChainStep steps[kMatmulChainMaxSteps];
};
static_assert(sizeof(MatmulChain) <= kMatmulChainStateBytes,
              "kMatmulChainStateBytes must hold the chain's state");

/// Packs b (k rows `rowStride` elements of `format` apart, from `rows`) into `packed`, row by
/// row so that each row of b is read once, in order.
void packStrips(const MatmulChain &chain, const uint8_t *rows, int64_t rowStride,
                float *packed) {
  int64_t bytes = getMatmulInputBytes(chain.format);
  int64_t width = chain.stripWidth;
  int64_t rowBytes = chain.n * bytes;
  for (int64_t kk = 0; kk < chain.k; ++kk) {
    const uint8_t *row = rows + kk * rowStride * bytes;
    // b's rows lie a matrix row apart, each on pages of its own, where the hardware
    // prefetchers do not follow: fetching 8 rows ahead took packing (with the prefetches)
    // from 8.6% to 6.5% of a 2048^3 f32 GEMM's time (perf, Xeon with AVX-512); 16 rows ahead
    // into L2, which leaves the L1 fill buffers to the copy, from 8.9% to 8.4% of the
    // microkernel's time at 4096^3 on two threads (bulk::prefetchPackRow).
    bulk::prefetchPackRow(rows, kk, chain.k, rowStride * bytes, size_t(rowBytes));
    for (int64_t j = 0; j < chain.n; j += width) {
      int64_t columns = std::min(width, chain.n - j);
      float *target = packed + ((j / width) * chain.k + kk) * width;
      if (chain.format == FloatFormat::F32)
        std::memcpy(target, row + j * bytes, columns * sizeof(float));
      else
        decodeMatmulInputs(row + j * bytes, chain.format, columns, target);
      if (columns < width)
        std::fill(target + columns, target + width, 0.0f);
    }
  }
}

/// The packing of b, for PackedTileCache.h: the float formats are the kinds below 128.
/// AMX's layout is kind 64 (below the integer kinds of MatmulChainI8.cpp).
uint64_t getPackingLayout(const MatmulChain &chain) {
  if (chain.onAmx)
    return describePacking(64, 0, chain.k, chain.n);
  return describePacking(uint64_t(chain.format), chain.stripWidth, chain.k, chain.n);
}

/// Multiplies the kept steps into the accumulator, or (AMX only) into `target`, rows `ldd`
/// elements apart, leaving the accumulator as it was.
void multiplySteps(MatmulChain &chain, float *target = nullptr, int64_t ldd = 0) {
  if (chain.count == 0)
    return;
  if (chain.onAmx) {
    AmxProduct products[kMatmulChainMaxSteps];
    for (int32_t s = 0; s < chain.count; ++s)
      products[s] = {reinterpret_cast<const uint8_t *>(chain.steps[s].a),
                     chain.steps[s].lda * int64_t(sizeof(uint16_t)),
                     reinterpret_cast<const uint8_t *>(chain.steps[s].b)};
    multiplyAccumulateBf16AmxPass(products, chain.count, chain.zeroPending ? nullptr : chain.acc,
                                  target ? target : chain.acc, target ? ldd : chain.n, chain.m,
                                  chain.n, chain.k);
    chain.zeroPending = false;
    chain.count = 0;
    return;
  }
  multiplyAccumulateChainF32(chain.steps, chain.count, chain.acc, chain.m, chain.n, chain.k,
                             chain.zeroPending);
  chain.zeroPending = false;
  chain.count = 0;
}

} // namespace
} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// Starts a chain in `state` (kMatmulChainStateBytes) accumulating into the m×n f32 `acc`,
/// with a and b of `format` (a numeric::FloatFormat) and getMatmulChainWorkspaceBytes(m, n, k)
/// bytes of `workspace`; `flags` are MatmulChainFlags.
void tilec_rt_mmaf_chain_begin(BlockContext *context, void *state, int32_t format, float *acc,
                               int32_t flags, void *workspace, int64_t m, int64_t n, int64_t k) {
  auto *chain = new (state) MatmulChain();
  chain->acc = acc;
  chain->m = m;
  chain->n = n;
  chain->k = k;
  chain->stripWidth = getChainStripWidth(n);
  chain->packedElements = k * ((n + chain->stripWidth - 1) / chain->stripWidth) * chain->stripWidth;
  chain->format = static_cast<FloatFormat>(format);
  chain->onAmx = (flags & kMatmulChainHardwareAccumulation) != 0 &&
                 chain->format == FloatFormat::BF16 && fitsAmxBf16Tiles(m, n, k) &&
                 useAmxBf16ForMatmuls();
  chain->zeroPending = (flags & kMatmulChainZeroAccumulator) != 0;
  chain->shareTiles = (flags & kMatmulChainShareTiles) != 0;
  chain->stepsLoaded = 0;
  chain->count = 0;
  chain->passSteps = int32_t(getMatmulChainSteps(k));
  chain->aTiles = static_cast<float *>(workspace);
  chain->bPacked = chain->aTiles + chain->passSteps * m * k;
  chain->aLoaded = reinterpret_cast<uint8_t *>(chain->bPacked + chain->passSteps * k * (n + 64));
  chain->bLoaded = chain->aLoaded + 4 * m * k;
}

/// The load of the next step's a (`operand` 0) or b (1) through `view` at `indices`, with the
/// checks of load_view_tko at `location`.
void tilec_rt_mmaf_chain_load(BlockContext *context, int32_t location, void *state,
                              const ViewDescriptor *view, const uint64_t *indices,
                              int32_t operand) {
  auto &chain = *static_cast<MatmulChain *>(state);
  // A full pass waits for the next step (see the file comment).
  if (chain.count == chain.passSteps)
    multiplySteps(chain);
  ChainStep &step = chain.steps[chain.count];
  float *aTile = chain.aTiles + chain.count * chain.m * chain.k;
  int64_t rowStride;
  if (operand == 0) {
    if (chain.format == FloatFormat::F32 || chain.onAmx) {
      step.a = reinterpret_cast<const float *>(
          tilec_rt_view_load_rows(context, location, view, indices, aTile, &rowStride));
      step.lda = rowStride;
      return;
    }
    auto *rows = reinterpret_cast<const uint8_t *>(
        tilec_rt_view_load_rows(context, location, view, indices, chain.aLoaded, &rowStride));
    int64_t bytes = getMatmulInputBytes(chain.format);
    // As for b (packStrips): a's rows lie a matrix row apart, where the hardware prefetchers
    // do not follow, and the decode waited for each (bf16 GEMM 2048^3, one thread: the decode
    // was 18% of the time).
    for (int64_t i = 0; i < chain.m; ++i) {
      bulk::prefetchPackRow(rows, i, chain.m, rowStride * bytes, size_t(chain.k * bytes));
      decodeMatmulInputs(rows + i * rowStride * bytes, chain.format, chain.k, aTile + i * chain.k);
    }
    step.a = aTile;
    step.lda = chain.k;
    return;
  }
  auto *rows = reinterpret_cast<const uint8_t *>(
      tilec_rt_view_load_rows(context, location, view, indices, chain.bLoaded, &rowStride));
  PackedTileSlot slot;
  if (chain.shareTiles)
    slot = findPackedTile(*context, state, chain.stepsLoaded, *view, indices,
                          getPackingLayout(chain), chain.packedElements);
  float *packed = slot.storage ? slot.storage : chain.bPacked + chain.count * chain.packedElements;
  if (!slot.filled) {
    if (chain.onAmx)
      packBf16ForAmx(reinterpret_cast<const uint16_t *>(rows), rowStride,
                     reinterpret_cast<uint16_t *>(packed), chain.n, chain.k);
    else
      packStrips(chain, rows, rowStride, packed);
  }
  step.b = packed;
}

/// The step's mmaf: its operands are loaded; a full set of steps is multiplied (on AMX, when
/// the next step begins).
void tilec_rt_mmaf_chain_step(BlockContext *context, void *state) {
  auto &chain = *static_cast<MatmulChain *>(state);
  ++chain.stepsLoaded;
  if (++chain.count == chain.passSteps && !chain.onAmx)
    multiplySteps(chain);
}

/// The loop's exit: the remaining steps are multiplied (a loop of no steps leaves its zero
/// initial value).
void tilec_rt_mmaf_chain_end(BlockContext *context, void *state) {
  auto &chain = *static_cast<MatmulChain *>(state);
  multiplySteps(chain);
  if (chain.zeroPending)
    std::fill(chain.acc, chain.acc + chain.m * chain.n, 0.0f);
}

/// The loop's exit when its result is only stored to a tensor right after it: `target` is
/// where the store would write the tile, rows `rowStride` elements apart
/// (tilec_rt_view_store_rows_target), or 0. Returns 1 when the last pass wrote the result
/// there (an AMX chain with steps left), and the store has nothing to do; else 0, as
/// tilec_rt_mmaf_chain_end.
int32_t tilec_rt_mmaf_chain_end_into(BlockContext *context, void *state, uint64_t target,
                                     int64_t rowStride) {
  auto &chain = *static_cast<MatmulChain *>(state);
  if (target == 0 || !chain.onAmx || chain.count == 0) {
    tilec_rt_mmaf_chain_end(context, state);
    return 0;
  }
  multiplySteps(chain, reinterpret_cast<float *>(target), rowStride);
  return 1;
}

} // extern "C"

namespace tilec::runtime {

void appendMatmulChainRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back(
      {"tilec_rt_mmaf_chain_begin", reinterpret_cast<void *>(&tilec_rt_mmaf_chain_begin)});
  symbols.push_back(
      {"tilec_rt_mmaf_chain_load", reinterpret_cast<void *>(&tilec_rt_mmaf_chain_load)});
  symbols.push_back(
      {"tilec_rt_mmaf_chain_step", reinterpret_cast<void *>(&tilec_rt_mmaf_chain_step)});
  symbols.push_back(
      {"tilec_rt_mmaf_chain_end", reinterpret_cast<void *>(&tilec_rt_mmaf_chain_end)});
  symbols.push_back(
      {"tilec_rt_mmaf_chain_end_into", reinterpret_cast<void *>(&tilec_rt_mmaf_chain_end_into)});
}

} // namespace tilec::runtime
