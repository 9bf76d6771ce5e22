//===- layout/copy_descriptor.hpp - TMA-style bulk-copy descriptors -------===//
//
// A bulk (TMA-style) copy is described once per tensor: base, element size, shape and strides
// (1 to 5 dimensions), the box (tile) each copy moves, and what out-of-bounds elements read as.
// A copy instruction then takes only a coordinate into that view. The coordinates are produced
// by a coordinate tensor (ArithTuple iterator with basis strides), tiled like any tensor:
// tile_coordinates(I) holds, for tile index I, the coordinate of every box element, which are
// exactly the elements a Tile IR partition_view load at index I reads (c = I * box + e).
//
// A partition_view's dim_map (tile dimension k walks tensor dimension dim_map[k]) is folded into
// the descriptor by permuting its dimensions, as a transposing TMA descriptor would be encoded;
// descriptor dimension k is therefore tile dimension k.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_COPY_DESCRIPTOR_HPP
#define TILEC_LAYOUT_COPY_DESCRIPTOR_HPP

#include "tilec/layout/tensor.hpp"

#include <array>
#include <cstdint>

namespace tilec::layout {

/// What an element outside the tensor reads as.
enum class OutOfBoundsFill { Zero, NaN };

template <int R> struct CopyDescriptor {
  static_assert(R >= 1 && R <= 5, "copy descriptor: a view has 1 to 5 dimensions");
  std::uintptr_t base = 0;
  int element_bytes = 1;
  std::array<int64_t, R> shape{};   ///< extent of descriptor dimension k
  std::array<int64_t, R> strides{}; ///< element stride of descriptor dimension k
  std::array<int64_t, R> box{};     ///< box (tile) extent along dimension k
  OutOfBoundsFill fill = OutOfBoundsFill::Zero;

  /// Number of boxes along each dimension: ceil(shape / box), boxes may hang over the edge.
  std::array<int64_t, R> index_space() const {
    std::array<int64_t, R> n{};
    for (int k = 0; k < R; ++k) n[k] = (shape[k] + box[k] - 1) / box[k];
    return n;
  }

  /// The coordinate tensor of the whole view: element c is the coordinate c.
  auto coordinates() const {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return make_tensor(make_inttuple_iter(make_tuple(((void)K, int64_t(0))...)), make_shape(shape[K]...),
                         make_stride(E<int(K)>{}...));
    }(std::make_index_sequence<R>{});
  }
  /// The coordinates of the box at tile index `index`, a tensor of the box's shape.
  auto tile_coordinates(std::array<int64_t, R> const &index) const {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return local_tile(coordinates(), make_tile(box[K]...), make_coord(index[K]...));
    }(std::make_index_sequence<R>{});
  }

  template <class Coord> bool in_bounds(Coord const &c) const {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (true && ... && (int64_t(get<K>(c)) >= 0 && int64_t(get<K>(c)) < shape[K]));
    }(std::make_index_sequence<R>{});
  }
  /// Element offset of coordinate c from base.
  template <class Coord> int64_t element_offset(Coord const &c) const {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (int64_t(0) + ... + (int64_t(get<K>(c)) * strides[K]));
    }(std::make_index_sequence<R>{});
  }
  template <class Coord> std::uintptr_t address(Coord const &c) const {
    return base + std::uintptr_t(element_offset(c) * element_bytes);
  }
};

/// The descriptor of a view of `tensor_rank` = R dimensions, read in boxes of `box` (in tile
/// dimension order) where tile dimension k walks tensor dimension dim_map[k].
template <int R>
CopyDescriptor<R> make_copy_descriptor(void const *base, int element_bytes, std::array<int64_t, R> const &shape,
                                       std::array<int64_t, R> const &strides, std::array<int64_t, R> const &box,
                                       std::array<int, R> const &dim_map,
                                       OutOfBoundsFill fill = OutOfBoundsFill::Zero) {
  CopyDescriptor<R> d;
  d.base = reinterpret_cast<std::uintptr_t>(base);
  d.element_bytes = element_bytes;
  for (int k = 0; k < R; ++k) {
    d.shape[k] = shape[dim_map[k]];
    d.strides[k] = strides[dim_map[k]];
    d.box[k] = box[k];
  }
  d.fill = fill;
  return d;
}
template <int R>
CopyDescriptor<R> make_copy_descriptor(void const *base, int element_bytes, std::array<int64_t, R> const &shape,
                                       std::array<int64_t, R> const &strides, std::array<int64_t, R> const &box,
                                       OutOfBoundsFill fill = OutOfBoundsFill::Zero) {
  std::array<int, R> identity{};
  for (int k = 0; k < R; ++k) identity[k] = k;
  return make_copy_descriptor<R>(base, element_bytes, shape, strides, box, identity, fill);
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_COPY_DESCRIPTOR_HPP
