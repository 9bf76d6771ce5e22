//===- MatmulChainI8.cpp - an mmai K loop's products in passes ------------===//
//
// The runtime side of an mmai product chain (tilec/Runtime/MatmulChainAbi.h; the f32 one is
// MatmulChain.cpp, whose reasoning about loads applies here too): the compiled K loop calls
// tilec_rt_mmai_chain_load for its a and b loads and tilec_rt_mmai_chain_step where its mmai
// was, and tilec_rt_mmai_chain_end at the loop's exit.
//
// With AMX-INT8 and a shape that fits its tiles, the chain keeps getMatmulChainI8Steps(k)
// steps' operands (a where tilec_rt_view_load_rows leaves it, b repacked at its load into the
// layout AMX reads) and multiplies them in one pass that keeps each 32×32 block of the
// accumulator in tile registers across all the steps (MicrokernelAmx.h): a lone AMX product
// over a K step is so cheap that loading and storing the accumulator per step dominates it.
// A zero initial value is not written: the first pass starts its tiles at zero. A full pass
// is multiplied when the next step's first load comes (or at the end), so that the last pass
// always has steps: when the loop's result is only stored to a tensor right after it,
// tilec_rt_mmai_chain_end_into has that pass write its tiles there, and the accumulator is
// never copied out (a 512^3 i8 GEMM on two threads spent half its time copying and zeroing).
//
// Without AMX but with AVX512-VNNI, the chain packs each step's a and b into byte quads
// (MatmulQuadsI8.h) and multiplies a pass of them with vpdpbusd, each block of the accumulator
// in vector registers across the pass; the sign corrections of all passes are added at the
// loop's exit.
//
// Otherwise each step is multiplied at once by multiplyAccumulateI8, as a lone mmai is.
// Either way the results are the interpreter's exactly: integer sums wrap modulo 2^32 whatever
// their order.
//
//===----------------------------------------------------------------------===//
#include "MatmulQuadsI8.h"
#include "MicrokernelAmx.h"
#include "MicrokernelMatmul.h"
#include "PackedTileCache.h"
#include "ViewRuntime.h"

#include "tilec/Runtime/MatmulChainAbi.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace tilec::runtime {
namespace {

/// How a chain multiplies: AMX passes, VNNI passes over quads, or each step at once.
enum class ChainMode : uint8_t { Amx, Quads, EachStep };

struct MatmulChainI8 {
  int32_t *acc;
  int64_t m, n, k;
  bool aSigned, bSigned;
  ChainMode mode;
  /// AMX: the accumulator starts at zero and no pass has written it yet.
  bool zeroPending;
  /// b tiles may be kept for, and taken from, other tile blocks (kMatmulChainShareTiles).
  bool shareTiles;
  /// Steps of the loop so far (all passes).
  int32_t stepsLoaded;
  /// Steps kept (count) and multiplied per pass (passSteps).
  int32_t count, passSteps;
  /// The i16 pairs of multiplyAccumulateI8; the quads' row sums (m) and column sums (n + 64);
  /// per step of a pass an a tile (in place of a load that cannot be read in place for AMX,
  /// quads else) and a packed b; one a and one b as loaded.
  void *pairs;
  int32_t *rowSums, *columnSums;
  uint8_t *aTiles, *bPacked, *aLoaded, *bLoaded;
  /// Bytes of one step's a tile and packed b.
  int64_t aTileBytes, bPackedBytes;
  /// a and packedB are quads (as int32_t words) in Quads mode.
  AmxProduct steps[kMatmulChainMaxSteps];
};
static_assert(sizeof(MatmulChainI8) <= kMatmulChainStateBytes,
              "kMatmulChainStateBytes must hold the chain's state");

/// The packing of b, for PackedTileCache.h: kinds from 128 up (the float formats of
/// MatmulChain.cpp lie below), AMX or quads and b's signedness (quads shift it).
uint64_t getPackingLayout(const MatmulChainI8 &chain) {
  return describePacking(128 | uint64_t(chain.mode) << 1 | uint64_t(chain.bSigned),
                         getChainStripWidth(chain.n), chain.k, chain.n);
}

/// Multiplies the kept steps into the accumulator, or (AMX only) into `target`, rows `ldd`
/// elements apart, leaving the accumulator as it was.
void multiplySteps(MatmulChainI8 &chain, int32_t *target = nullptr, int64_t ldd = 0) {
  if (chain.count == 0)
    return;
  if (chain.mode == ChainMode::Amx) {
    multiplyAccumulateI8AmxPass(chain.steps, chain.count, chain.aSigned, chain.bSigned,
                                chain.zeroPending ? nullptr : chain.acc,
                                target ? target : chain.acc, target ? ldd : chain.n, chain.m,
                                chain.n, chain.k);
    chain.zeroPending = false;
  } else {
    ProductStep<int32_t> quads[kMatmulChainMaxSteps];
    for (int32_t s = 0; s < chain.count; ++s)
      quads[s] = {reinterpret_cast<const int32_t *>(chain.steps[s].a), chain.steps[s].lda,
                  reinterpret_cast<const int32_t *>(chain.steps[s].packedB)};
    multiplyAccumulateChainI8Quads(quads, chain.count, chain.acc, chain.m, chain.n,
                                   getQuadCount(chain.k));
  }
  chain.count = 0;
}

} // namespace
} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// Starts a chain in `state` (kMatmulChainStateBytes) accumulating into the m×n i32 `acc`,
/// with a and b signed or not per `lhsSigned`/`rhsSigned` and
/// getMatmulChainI8WorkspaceBytes(m, n, k) bytes of `workspace`; `flags` are
/// MatmulChainFlags (kMatmulChainZeroAccumulator: the loop's initial value is 0 everywhere and
/// `acc` does not hold it yet).
void tilec_rt_mmai_chain_begin(BlockContext *context, void *state, int32_t lhsSigned,
                               int32_t rhsSigned, int32_t *acc, int32_t flags, void *workspace,
                               int64_t m, int64_t n, int64_t k) {
  auto *chain = new (state) MatmulChainI8();
  chain->acc = acc;
  chain->m = m;
  chain->n = n;
  chain->k = k;
  chain->aSigned = lhsSigned != 0;
  chain->bSigned = rhsSigned != 0;
  chain->mode = fitsAmxTiles(m, n, k) && useAmxInt8ForMatmuls() ? ChainMode::Amx
                : useQuadsForI8Products()                      ? ChainMode::Quads
                                                               : ChainMode::EachStep;
  chain->shareTiles = (flags & kMatmulChainShareTiles) != 0 && chain->mode != ChainMode::EachStep;
  chain->zeroPending = (flags & kMatmulChainZeroAccumulator) != 0 && chain->mode == ChainMode::Amx;
  if ((flags & kMatmulChainZeroAccumulator) && !chain->zeroPending)
    std::fill(acc, acc + m * n, 0);
  chain->stepsLoaded = 0;
  chain->count = 0;
  chain->passSteps = int32_t(getMatmulChainI8Steps(k));
  I8WorkspaceLayout layout(m, n, k);
  chain->aTileBytes = layout.aTileBytes;
  chain->bPackedBytes = layout.bTileBytes;
  chain->pairs = workspace;
  auto *bytes = static_cast<uint8_t *>(workspace);
  chain->rowSums = reinterpret_cast<int32_t *>(bytes + layout.pairsBytes);
  chain->columnSums = chain->rowSums + m;
  std::fill(chain->rowSums, chain->rowSums + m + n + 64, 0);
  chain->aTiles = bytes + layout.getTilesOffset();
  chain->bPacked = chain->aTiles + chain->passSteps * chain->aTileBytes;
  chain->aLoaded = chain->bPacked + chain->passSteps * chain->bPackedBytes;
  chain->bLoaded = chain->aLoaded + roundUpToCacheLine(m * k);
}

/// The load of the next step's a (`operand` 0) or b (1) through `view` at `indices`, with the
/// checks of load_view_tko at `location`.
void tilec_rt_mmai_chain_load(BlockContext *context, int32_t location, void *state,
                              const ViewDescriptor *view, const uint64_t *indices,
                              int32_t operand) {
  auto &chain = *static_cast<MatmulChainI8 *>(state);
  // A full AMX pass waits for the next step (see the file comment).
  if (chain.count == chain.passSteps)
    multiplySteps(chain);
  AmxProduct &step = chain.steps[chain.count];
  int64_t rowStride;
  uint8_t *aTile = chain.aTiles + chain.count * chain.aTileBytes;
  uint8_t *packed = chain.bPacked + chain.count * chain.bPackedBytes;
  if (operand == 0) {
    if (chain.mode == ChainMode::Quads) {
      auto *rows = reinterpret_cast<const uint8_t *>(
          tilec_rt_view_load_rows(context, location, view, indices, chain.aLoaded, &rowStride));
      packQuadsA(rows, rowStride, chain.aSigned, chain.m, chain.k, aTile, chain.rowSums);
      step.a = aTile;
      step.lda = getQuadCount(chain.k);
      return;
    }
    step.a = reinterpret_cast<const uint8_t *>(
        tilec_rt_view_load_rows(context, location, view, indices, aTile, &rowStride));
    step.lda = rowStride;
    return;
  }
  auto *rows = reinterpret_cast<const uint8_t *>(
      tilec_rt_view_load_rows(context, location, view, indices, chain.bLoaded, &rowStride));
  if (chain.mode != ChainMode::EachStep) {
    // A tile kept for other blocks (PackedTileCache.h) holds the packed b and, for quads, its
    // own column sums after it, which every pass that multiplies it adds to the pass's.
    bool quads = chain.mode == ChainMode::Quads;
    int64_t sumCount = quads ? chain.n + 64 : 0;
    PackedTileSlot slot;
    if (chain.shareTiles)
      slot = findPackedTile(*context, state, chain.stepsLoaded, *view, indices,
                            getPackingLayout(chain),
                            (chain.bPackedBytes + 4 * sumCount + 3) / 4);
    uint8_t *target = slot.storage ? reinterpret_cast<uint8_t *>(slot.storage) : packed;
    int32_t *sums = slot.storage ? reinterpret_cast<int32_t *>(target + chain.bPackedBytes)
                                 : chain.columnSums;
    if (!slot.filled) {
      if (quads) {
        if (slot.storage)
          std::fill(sums, sums + sumCount, 0);
        packQuadsB(rows, rowStride, chain.bSigned, chain.k, chain.n,
                   getChainStripWidth(chain.n), target, sums);
      } else {
        packI8ForAmx(rows, rowStride, target, chain.n, chain.k);
      }
    }
    if (quads && slot.storage)
      for (int64_t j = 0; j < sumCount; ++j)
        chain.columnSums[j] = int32_t(uint32_t(chain.columnSums[j]) + uint32_t(sums[j]));
    step.packedB = target;
    return;
  }
  // multiplyAccumulateI8 reads b's rows n bytes apart: a b read in place between wider rows
  // is copied together.
  if (rowStride != chain.n) {
    for (int64_t kk = 0; kk < chain.k; ++kk)
      std::memcpy(chain.bLoaded + kk * chain.n, rows + kk * rowStride, chain.n);
    rows = chain.bLoaded;
  }
  step.packedB = rows;
}

/// The step's mmai: its operands are loaded; a full pass of steps is multiplied.
void tilec_rt_mmai_chain_step(BlockContext *context, void *state) {
  auto &chain = *static_cast<MatmulChainI8 *>(state);
  ++chain.stepsLoaded;
  if (chain.mode == ChainMode::EachStep) {
    const AmxProduct &step = chain.steps[0];
    multiplyAccumulateI8(step.a, step.lda, chain.aSigned, step.packedB, chain.bSigned, chain.acc,
                         chain.acc, chain.m, chain.n, chain.k, chain.pairs);
    return;
  }
  if (++chain.count == chain.passSteps && chain.mode != ChainMode::Amx)
    multiplySteps(chain);
}

/// The loop's exit: the remaining steps are multiplied.
void tilec_rt_mmai_chain_end(BlockContext *context, void *state) {
  auto &chain = *static_cast<MatmulChainI8 *>(state);
  multiplySteps(chain);
  if (chain.zeroPending)
    std::fill(chain.acc, chain.acc + chain.m * chain.n, 0);
  // The quads' sign corrections are linear in the row and column sums, which add up over the
  // whole loop (modulo 2^32, as the products do): one correction of the accumulator at the end
  // instead of one per pass (7% of an i8 GEMM with 2048-deep K loops).
  if (chain.mode == ChainMode::Quads && chain.stepsLoaded > 0)
    addQuadCorrections(chain.acc, chain.m, chain.n, chain.aSigned, chain.bSigned,
                       int64_t(chain.stepsLoaded) * chain.k, chain.rowSums, chain.columnSums);
}

/// As tilec_rt_mmaf_chain_end_into (MatmulChain.cpp): the last AMX pass writes the result to
/// `target` (rows `rowStride` elements apart) when it is not 0; returns 1 when it did.
int32_t tilec_rt_mmai_chain_end_into(BlockContext *context, void *state, uint64_t target,
                                     int64_t rowStride) {
  auto &chain = *static_cast<MatmulChainI8 *>(state);
  if (target == 0 || chain.mode != ChainMode::Amx || chain.count == 0) {
    tilec_rt_mmai_chain_end(context, state);
    return 0;
  }
  multiplySteps(chain, reinterpret_cast<int32_t *>(target), rowStride);
  return 1;
}

} // extern "C"

namespace tilec::runtime {

void appendMatmulChainI8RuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back(
      {"tilec_rt_mmai_chain_begin", reinterpret_cast<void *>(&tilec_rt_mmai_chain_begin)});
  symbols.push_back(
      {"tilec_rt_mmai_chain_load", reinterpret_cast<void *>(&tilec_rt_mmai_chain_load)});
  symbols.push_back(
      {"tilec_rt_mmai_chain_step", reinterpret_cast<void *>(&tilec_rt_mmai_chain_step)});
  symbols.push_back(
      {"tilec_rt_mmai_chain_end", reinterpret_cast<void *>(&tilec_rt_mmai_chain_end)});
  symbols.push_back(
      {"tilec_rt_mmai_chain_end_into", reinterpret_cast<void *>(&tilec_rt_mmai_chain_end_into)});
}

} // namespace tilec::runtime
