//===- MicrokernelBlock.h - the register-blocked loop nest, per ISA -*- C++ -*-===//
//
// d = c + a·b over row-major matrices, written once for every vector instruction set.
// MicrokernelMatmul.cpp includes this file inside a namespace and a `#pragma clang attribute`
// region per instruction set, which compiles every function here for that set (intrinsics
// cannot be inlined into a function compiled without their target features) - hence no
// include guard.
//
// `Isa` describes one element type on one instruction set:
//   Element, Vector, Mask; kLanes (elements per vector); kRows, kVectors (the default block of
//   d held in registers: kRows rows of kVectors vectors);
//   load(p), loadPartial(p, mask) (zeros outside the mask), store(p, v), storePartial(p, v, mask),
//   broadcast(x), multiplyAdd(x, y, acc) = acc + x·y, partialMask(lanes) (the first `lanes`).
// a is m×`depth` with rows `lda` elements apart (lda ≥ depth: a may be read in place in the
// matrix it was loaded from), b depth×n: for the integer product, `depth` counts pairs of k
// (see MicrokernelMatmul.cpp), for floats it is k.
//
//===----------------------------------------------------------------------===//

/// One block of `Rows`×`Vectors` vectors of d: the accumulators stay in registers for the whole
/// depth loop. With `Partial`, the last vector of each row only covers the lanes of `mask`.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyBlock(const typename Isa::Element *a, const typename Isa::Element *b,
                   const typename Isa::Element *c, typename Isa::Element *d, int64_t n,
                   int64_t depth, int64_t lda, typename Isa::Mask mask) {
  using Vector = typename Isa::Vector;
  constexpr int kLanes = Isa::kLanes;
  Vector acc[Rows][Vectors];
  for (int r = 0; r < Rows; ++r)
    for (int v = 0; v < Vectors; ++v)
      acc[r][v] = Partial && v == Vectors - 1 ? Isa::loadPartial(c + r * n + v * kLanes, mask)
                                              : Isa::load(c + r * n + v * kLanes);
#pragma clang loop unroll_count(4)
  for (int64_t step = 0; step < depth; ++step) {
    Vector row[Vectors];
    for (int v = 0; v < Vectors; ++v)
      row[v] = Partial && v == Vectors - 1 ? Isa::loadPartial(b + step * n + v * kLanes, mask)
                                           : Isa::load(b + step * n + v * kLanes);
    for (int r = 0; r < Rows; ++r) {
      Vector x = Isa::broadcast(a[r * lda + step]);
      for (int v = 0; v < Vectors; ++v)
        acc[r][v] = Isa::multiplyAdd(x, row[v], acc[r][v]);
    }
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
void multiplyStripRowTail(const typename Isa::Element *a, const typename Isa::Element *b,
                          const typename Isa::Element *c, typename Isa::Element *d, int64_t n,
                          int64_t depth, int64_t lda, typename Isa::Mask mask, int64_t rows) {
  if constexpr (Rows > 1) {
    if (rows < Rows)
      return multiplyStripRowTail<Isa, Rows - 1, Vectors, Partial>(a, b, c, d, n, depth, lda, mask,
                                                                   rows);
  }
  multiplyBlock<Isa, Rows, Vectors, Partial>(a, b, c, d, n, depth, lda, mask);
}

/// One strip of d, `Vectors` vectors wide (the last one partial with `Partial`), over all `m`
/// rows: blocks of `Rows` rows, then the remaining rows in one narrower block. The strip of b
/// (depth × the strip's width) is reused by every row block, so it stays in the L1 cache while
/// the rows of a stream past it - the order that keeps the b loads of the inner loop L1 hits.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyStrip(const typename Isa::Element *a, const typename Isa::Element *b,
                   const typename Isa::Element *c, typename Isa::Element *d, int64_t m,
                   int64_t n, int64_t depth, int64_t lda, typename Isa::Mask mask) {
  int64_t i = 0;
  for (; i + Rows <= m; i += Rows)
    multiplyBlock<Isa, Rows, Vectors, Partial>(a + i * lda, b, c + i * n, d + i * n, n, depth,
                                               lda, mask);
  if constexpr (Rows > 1)
    if (i < m)
      multiplyStripRowTail<Isa, Rows - 1, Vectors, Partial>(a + i * lda, b, c + i * n,
                                                             d + i * n, n, depth, lda, mask, m - i);
}

/// The last `columns` (fewer than Vectors·kLanes) columns of d, all rows.
template <typename Isa, int Rows, int Vectors>
void multiplyColumnTail(const typename Isa::Element *a, const typename Isa::Element *b,
                        const typename Isa::Element *c, typename Isa::Element *d, int64_t m,
                        int64_t n, int64_t depth, int64_t lda, int64_t columns) {
  if constexpr (Vectors > 1) {
    if (columns <= (Vectors - 1) * Isa::kLanes)
      return multiplyColumnTail<Isa, Rows, Vectors - 1>(a, b, c, d, m, n, depth, lda, columns);
  }
  int64_t lanes = columns - (Vectors - 1) * Isa::kLanes;
  if (lanes == Isa::kLanes)
    return multiplyStrip<Isa, Rows, Vectors, false>(a, b, c, d, m, n, depth, lda,
                                                    Isa::partialMask(0));
  multiplyStrip<Isa, Rows, Vectors, true>(a, b, c, d, m, n, depth, lda, Isa::partialMask(lanes));
}

/// d = c + a·b in blocks of `Rows` rows × `Vectors` vectors (fewer at the edges), strip by
/// strip of columns.
template <typename Isa, int Rows = Isa::kRows, int Vectors = Isa::kVectors>
void multiplyAccumulate(const typename Isa::Element *a, const typename Isa::Element *b,
                        const typename Isa::Element *c, typename Isa::Element *d, int64_t m,
                        int64_t n, int64_t depth, int64_t lda) {
  constexpr int64_t kWidth = Vectors * Isa::kLanes;
  int64_t j = 0;
  for (; j + kWidth <= n; j += kWidth)
    multiplyStrip<Isa, Rows, Vectors, false>(a, b + j, c + j, d + j, m, n, depth, lda,
                                             Isa::partialMask(0));
  if (j < n)
    multiplyColumnTail<Isa, Rows, Vectors>(a, b + j, c + j, d + j, m, n, depth, lda, n - j);
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

//===----------------------------------------------------------------------===//
// Product chains (MatmulChain.cpp): d += a_0·b_0 + a_1·b_1 + … for f32, with each b_s packed
// in strips of kWidth = Vectors·kLanes columns (packed[(strip·k + kk)·kWidth + j], zero past n),
// so that a block of d stays in registers across all the steps of one pass.
//===----------------------------------------------------------------------===//

/// Rows×Vectors vectors of d at row `row` of the strip at `stripOffset` in the packed b's,
/// `columns` (≤ kWidth) wide: every element one chain of FMAs in step, then k order.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyChainBlock(const ChainStep *steps, int64_t count, int64_t row, int64_t stripOffset,
                        float *d, int64_t n, int64_t k, int64_t columns) {
  using Vector = typename Isa::Vector;
  using Mask = typename Isa::Mask;
  constexpr int kLanes = Isa::kLanes;
  constexpr int kWidth = Vectors * kLanes;
  Mask masks[Vectors];
  if constexpr (Partial)
    for (int v = 0; v < Vectors; ++v)
      masks[v] = Isa::partialMask(std::clamp<int64_t>(columns - v * kLanes, 0, kLanes));
  Vector acc[Rows][Vectors];
  for (int r = 0; r < Rows; ++r)
    for (int v = 0; v < Vectors; ++v)
      acc[r][v] = Partial ? Isa::loadPartial(d + r * n + v * kLanes, masks[v])
                          : Isa::load(d + r * n + v * kLanes);
  for (int64_t s = 0; s < count; ++s) {
    int64_t lda = steps[s].lda;
    const float *a = steps[s].a + row * lda;
    const float *b = steps[s].b + stripOffset;
    // Unrolled: the loop's own instructions (counter, row pointers) then no longer slow the
    // FMAs (about 10% on AVX-512, measured with unroll counts 1, 2, 4 and 8).
#pragma clang loop unroll_count(4)
    for (int64_t kk = 0; kk < k; ++kk) {
      Vector packed[Vectors];
      for (int v = 0; v < Vectors; ++v)
        packed[v] = Isa::load(b + kk * kWidth + v * kLanes);
      for (int r = 0; r < Rows; ++r) {
        Vector x = Isa::broadcast(a[r * lda + kk]);
        for (int v = 0; v < Vectors; ++v)
          acc[r][v] = Isa::multiplyAdd(x, packed[v], acc[r][v]);
      }
    }
  }
  for (int r = 0; r < Rows; ++r)
    for (int v = 0; v < Vectors; ++v) {
      if (Partial)
        Isa::storePartial(d + r * n + v * kLanes, acc[r][v], masks[v]);
      else
        Isa::store(d + r * n + v * kLanes, acc[r][v]);
    }
}

/// The last `rows` (1 ≤ rows ≤ Rows) rows of a chain's strip, in one block of that many rows.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyChainRowTail(const ChainStep *steps, int64_t count, int64_t row, int64_t stripOffset,
                          float *d, int64_t n, int64_t k, int64_t columns, int64_t rows) {
  if constexpr (Rows > 1) {
    if (rows < Rows)
      return multiplyChainRowTail<Isa, Rows - 1, Vectors, Partial>(steps, count, row, stripOffset,
                                                                   d, n, k, columns, rows);
  }
  multiplyChainBlock<Isa, Rows, Vectors, Partial>(steps, count, row, stripOffset, d, n, k,
                                                  columns);
}

/// One strip of d over all m rows. The strip of every packed b (count·k·kWidth values) is
/// reused by every block of rows, which stream the rows of the a's past it.
template <typename Isa, int Rows, int Vectors, bool Partial>
void multiplyChainStrip(const ChainStep *steps, int64_t count, int64_t stripOffset, float *d,
                        int64_t m, int64_t n, int64_t k, int64_t columns) {
  int64_t i = 0;
  for (; i + Rows <= m; i += Rows)
    multiplyChainBlock<Isa, Rows, Vectors, Partial>(steps, count, i, stripOffset, d + i * n, n, k,
                                                    columns);
  if constexpr (Rows > 1)
    if (i < m)
      multiplyChainRowTail<Isa, Rows - 1, Vectors, Partial>(steps, count, i, stripOffset,
                                                            d + i * n, n, k, columns, m - i);
}

/// d += Σ_s a_s·b_s over all strips of d, in blocks of Rows rows × Vectors vectors.
template <typename Isa, int Rows, int Vectors>
void multiplyChain(const ChainStep *steps, int64_t count, float *d, int64_t m, int64_t n,
                   int64_t k) {
  constexpr int64_t kWidth = Vectors * Isa::kLanes;
  for (int64_t j = 0; j < n; j += kWidth) {
    int64_t stripOffset = (j / kWidth) * k * kWidth;
    if (n - j >= kWidth)
      multiplyChainStrip<Isa, Rows, Vectors, false>(steps, count, stripOffset, d + j, m, n, k,
                                                    kWidth);
    else
      multiplyChainStrip<Isa, Rows, Vectors, true>(steps, count, stripOffset, d + j, m, n, k,
                                                   n - j);
  }
}
