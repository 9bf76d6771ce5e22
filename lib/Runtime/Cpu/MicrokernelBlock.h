//===- MicrokernelBlock.h - the register-blocked loop nest, per ISA -*- C++ -*-===//
//
// d = c + a_0·b_0 + a_1·b_1 + … over row-major matrices, written once for every vector
// instruction set. MicrokernelMatmul.cpp includes this file inside a namespace and a
// `#pragma clang attribute` region per instruction set, which compiles every function here for
// that set (intrinsics cannot be inlined into a function compiled without their target
// features) - hence no include guard.
//
// `Isa` describes one element type on one instruction set:
//   Element, Vector, Mask; kLanes (elements per vector); kRows, kVectors (the default block of
//   d held in registers: kRows rows of kVectors vectors);
//   load(p), loadPartial(p, mask) (zeros outside the mask), store(p, v), storePartial(p, v, mask),
//   broadcast(x), multiplyAdd(x, y, acc) = acc + x·y, partialMask(lanes) (the first `lanes`).
// Each step (ProductStep, MicrokernelMatmul.h) has an a of m×`depth` with rows `lda` elements
// apart (lda ≥ depth: a may be read in place in the matrix it was loaded from) and a b of
// depth×n: for the integer product, `depth` counts pairs of k (see MicrokernelMatmul.cpp), for
// floats it is k. A lone product (multiplyAccumulate) has one step whose b is a dense
// row-major tile; a product chain (multiplyChain) has several whose b's are packed in strips
// of the block's width (ChainStep), so that a block of d stays in registers across all the
// steps of a pass. Either way every element of d is one chain of multiply-adds in step, then k
// order, starting from c.
//
//===----------------------------------------------------------------------===//

/// Where the strip of b starting at column `column` lies in a step's b, and how far apart its
/// rows are: in the dense tile itself (rows n apart) or, for packed b's, in the strip's own
/// rows of `width` values.
struct StripOfB {
  int64_t offset, rowStride;
};

inline StripOfB getStripOfB(bool packed, int64_t column, int64_t width, int64_t n,
                            int64_t depth) {
  if (packed)
    return {(column / width) * depth * width, width};
  return {column, n};
}

/// One block of `Rows`×`Vectors` vectors of d at row `row`: the accumulators stay in registers
/// for every step's whole depth loop. With `Partial`, the last vector of each row only covers
/// the lanes of `mask`.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyBlock(const ProductStep<typename Isa::Element> *steps, int64_t count, int64_t row,
                   StripOfB strip, const typename Isa::Element *c, bool zeroC,
                   typename Isa::Element *d, int64_t n, int64_t depth, typename Isa::Mask mask) {
  using Element = typename Isa::Element;
  using Vector = typename Isa::Vector;
  constexpr int kLanes = Isa::kLanes;
  Vector acc[Rows][Vectors];
  for (int r = 0; r < Rows; ++r)
    for (int v = 0; v < Vectors; ++v)
      acc[r][v] = zeroC ? Isa::broadcast(Element(0))
                  : Partial && v == Vectors - 1 ? Isa::loadPartial(c + r * n + v * kLanes, mask)
                                                : Isa::load(c + r * n + v * kLanes);
  for (int64_t s = 0; s < count; ++s) {
    int64_t lda = steps[s].lda;
    const Element *a = steps[s].a + row * lda;
    const Element *b = steps[s].b + strip.offset;
    // k from `begin` to `end`. Unrolled: the loop's own instructions (counter, row pointers)
    // then no longer slow the FMAs (about 10% on AVX-512, measured with unroll counts 1, 2, 4
    // and 8).
    auto multiplyDepth = [&](int64_t begin, int64_t end) __attribute__((always_inline)) {
#pragma clang loop unroll_count(4)
      for (int64_t step = begin; step < end; ++step) {
        Vector bRow[Vectors];
        for (int v = 0; v < Vectors; ++v)
          bRow[v] = Partial && v == Vectors - 1
                        ? Isa::loadPartial(b + step * strip.rowStride + v * kLanes, mask)
                        : Isa::load(b + step * strip.rowStride + v * kLanes);
        for (int r = 0; r < Rows; ++r) {
          Vector x = Isa::broadcast(a[r * lda + step]);
          for (int v = 0; v < Vectors; ++v)
            acc[r][v] = Isa::multiplyAdd(x, bRow[v], acc[r][v]);
        }
      }
    };
    // While a step's depth runs, the a rows the block reads next (the next step's, after the
    // last step the next block's first) are fetched into L2, a cache line of each row per
    // line of depth: a is mostly read where it lies in its matrix, rows a matrix row apart,
    // short runs the hardware prefetchers do not pick up before the loads need them. About
    // 3-5% of a 2048^3 f32 GEMM on one thread (Xeon, AVX-512; alternating runs). Prefetches
    // past the tile's last row are harmless: they never fault.
    constexpr int64_t kLineElements = 64 / sizeof(Element);
    bool lastStep = s + 1 == count;
    int64_t nextLda = steps[lastStep ? 0 : s + 1].lda;
    const Element *nextA = steps[lastStep ? 0 : s + 1].a + (lastStep ? row + Rows : row) * nextLda;
    int64_t step = 0;
    for (; step + kLineElements <= depth; step += kLineElements) {
      for (int r = 0; r < Rows; ++r)
        __builtin_prefetch(nextA + r * nextLda + step, /*rw=*/0, /*locality=*/2);
      multiplyDepth(step, step + kLineElements);
    }
    multiplyDepth(step, depth);
  }
  for (int r = 0; r < Rows; ++r)
    for (int v = 0; v < Vectors; ++v) {
      if (Partial && v == Vectors - 1)
        Isa::storePartial(d + r * n + v * kLanes, acc[r][v], mask);
      else
        Isa::store(d + r * n + v * kLanes, acc[r][v]);
    }
}

/// The last `rows` (1 ≤ rows ≤ Rows) rows of a strip, in one block of exactly that many rows.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyStripRowTail(const ProductStep<typename Isa::Element> *steps, int64_t count,
                          int64_t row, StripOfB strip, const typename Isa::Element *c, bool zeroC,
                          typename Isa::Element *d, int64_t n, int64_t depth,
                          typename Isa::Mask mask, int64_t rows) {
  if constexpr (Rows > 1) {
    if (rows < Rows)
      return multiplyStripRowTail<Isa, Rows - 1, Vectors, Partial>(
          steps, count, row, strip, c, zeroC, d, n, depth, mask, rows);
  }
  multiplyBlock<Isa, Rows, Vectors, Partial>(steps, count, row, strip, c, zeroC, d, n, depth,
                                             mask);
}

/// Rows `first` to `end` of one strip of d, `Vectors` vectors wide (the last one partial with
/// `Partial`): blocks of `Rows` rows, then the remaining rows in one narrower block. The strip
/// of b (depth × the strip's width, per step) is reused by every row block, so it stays in the
/// caches while the rows of a stream past it - the order that keeps the b loads of the inner
/// loop cache hits.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyStrip(const ProductStep<typename Isa::Element> *steps, int64_t count, StripOfB strip,
                   const typename Isa::Element *c, bool zeroC, typename Isa::Element *d,
                   int64_t first, int64_t end, int64_t n, int64_t depth,
                   typename Isa::Mask mask) {
  int64_t i = first;
  for (; i + Rows <= end; i += Rows)
    multiplyBlock<Isa, Rows, Vectors, Partial>(steps, count, i, strip, c + i * n, zeroC,
                                               d + i * n, n, depth, mask);
  if constexpr (Rows > 1)
    if (i < end)
      multiplyStripRowTail<Isa, Rows - 1, Vectors, Partial>(
          steps, count, i, strip, c + i * n, zeroC, d + i * n, n, depth, mask, end - i);
}

/// The last `columns` (fewer than Vectors·kLanes) columns of d, all rows, in the fewest vectors
/// that cover them.
template <typename Isa, int Rows, int Vectors>
void multiplyColumnTail(const ProductStep<typename Isa::Element> *steps, int64_t count,
                        StripOfB strip, const typename Isa::Element *c, bool zeroC,
                        typename Isa::Element *d, int64_t m, int64_t n, int64_t depth,
                        int64_t columns) {
  if constexpr (Vectors > 1) {
    if (columns <= (Vectors - 1) * Isa::kLanes)
      return multiplyColumnTail<Isa, Rows, Vectors - 1>(steps, count, strip, c, zeroC, d, m, n,
                                                        depth, columns);
  }
  int64_t lanes = columns - (Vectors - 1) * Isa::kLanes;
  if (lanes == Isa::kLanes)
    return multiplyStrip<Isa, Rows, Vectors, false>(steps, count, strip, c, zeroC, d, 0, m, n,
                                                    depth, Isa::partialMask(0));
  multiplyStrip<Isa, Rows, Vectors, true>(steps, count, strip, c, zeroC, d, 0, m, n, depth,
                                          Isa::partialMask(lanes));
}

/// The first `strips` whole strips of d row block by row block: each block of rows runs across
/// every strip before the next (multiplySteps says when).
template <typename Isa, int Rows, int Vectors>
void multiplyRowsAcrossStrips(const ProductStep<typename Isa::Element> *steps, int64_t count,
                              bool packed, const typename Isa::Element *c, bool zeroC,
                              typename Isa::Element *d, int64_t m, int64_t n, int64_t depth,
                              int64_t strips) {
  constexpr int64_t kWidth = Vectors * Isa::kLanes;
  for (int64_t i = 0; i < m; i += Rows)
    for (int64_t j = 0; j < strips * kWidth; j += kWidth)
      multiplyStrip<Isa, Rows, Vectors, false>(
          steps, count, getStripOfB(packed, j, kWidth, n, depth), c + j, zeroC, d + j, i,
          i + Rows < m ? i + Rows : m, n, depth, Isa::partialMask(0));
}

/// d = c + Σ_s a_s·b_s (with `zeroC`, c = 0: c is not read) in blocks of `Rows` rows ×
/// `Vectors` vectors (fewer at the edges); b's `packed` in strips of Vectors·kLanes columns,
/// else dense.
///
/// The order of the blocks: where the L1 cache keeps a strip of b (all steps' depth × the
/// strip's width) while every row block of the strip reads it, strip by strip, the rows of a
/// streaming past it (multiplyStrip). A larger strip - a product chain's pass of several
/// steps - comes from L2 either way; then row block by row block across the strips reads each
/// block's a from L2 or memory once and from L1 for the other strips, where strip by strip
/// would read all of the pass's a (a MiB and more, competing with b and d for L2) once per
/// strip. A 512x128 chain pass of four 128-deep steps with a in place in a 2048-column matrix
/// (Xeon, AVX-512, one thread): best of 200 runs 163 -> 167-168 GFLOP/s, 97-100% of the
/// FMA peak.
template <typename Isa, int Rows, int Vectors>
void multiplySteps(const ProductStep<typename Isa::Element> *steps, int64_t count, bool packed,
                   const typename Isa::Element *c, bool zeroC, typename Isa::Element *d,
                   int64_t m, int64_t n, int64_t depth) {
  constexpr int64_t kWidth = Vectors * Isa::kLanes;
  constexpr int64_t kL1StripBytes = 32 * 1024;
  int64_t strips = n / kWidth;
  if (count * depth * kWidth * int64_t(sizeof(typename Isa::Element)) > kL1StripBytes)
    multiplyRowsAcrossStrips<Isa, Rows, Vectors>(steps, count, packed, c, zeroC, d, m, n, depth,
                                                 strips);
  else
    for (int64_t j = 0; j < strips * kWidth; j += kWidth)
      multiplyStrip<Isa, Rows, Vectors, false>(steps, count,
                                               getStripOfB(packed, j, kWidth, n, depth), c + j,
                                               zeroC, d + j, 0, m, n, depth, Isa::partialMask(0));
  int64_t j = strips * kWidth;
  if (j < n)
    multiplyColumnTail<Isa, Rows, Vectors>(steps, count, getStripOfB(packed, j, kWidth, n, depth),
                                           c + j, zeroC, d + j, m, n, depth, n - j);
}

/// d = c + a·b for one dense row-major b, in blocks of `Rows` rows × `Vectors` vectors.
template <typename Isa, int Rows = Isa::kRows, int Vectors = Isa::kVectors>
void multiplyAccumulate(const typename Isa::Element *a, const typename Isa::Element *b,
                        const typename Isa::Element *c, typename Isa::Element *d, int64_t m,
                        int64_t n, int64_t depth, int64_t lda) {
  ProductStep<typename Isa::Element> step{a, lda, b};
  multiplySteps<Isa, Rows, Vectors>(&step, 1, /*packed=*/false, c, /*zeroC=*/false, d, m, n,
                                    depth);
}

/// d += Σ_s a_s·b_s (d = Σ_s a_s·b_s `fromZero`: d is not read) for a product chain's steps,
/// whose b's are packed in strips of Vectors·kLanes columns (ChainStep).
template <typename Isa, int Rows, int Vectors>
void multiplyChain(const ProductStep<typename Isa::Element> *steps, int64_t count,
                   typename Isa::Element *d, int64_t m, int64_t n, int64_t depth,
                   bool fromZero = false) {
  multiplySteps<Isa, Rows, Vectors>(steps, count, /*packed=*/true, d, fromZero, d, m, n, depth);
}

/// For instruction sets with 32 vector registers: blocks that tile a row of d without a
/// narrower tail where its width allows (GEMM tiles are usually 32 or 64 elements wide and
/// their multiples), 6 rows × 4 vectors or 12 rows × 2 vectors (24 accumulators either way),
/// else the default.
template <typename Isa>
void multiplyAccumulateFitted(const typename Isa::Element *a, const typename Isa::Element *b,
                              const typename Isa::Element *c, typename Isa::Element *d,
                              int64_t m, int64_t n, int64_t depth, int64_t lda) {
  if (n % (4 * Isa::kLanes) == 0)
    return multiplyAccumulate<Isa, 6, 4>(a, b, c, d, m, n, depth, lda);
  if (n % (2 * Isa::kLanes) == 0)
    return multiplyAccumulate<Isa, 12, 2>(a, b, c, d, m, n, depth, lda);
  multiplyAccumulate<Isa>(a, b, c, d, m, n, depth, lda);
}
