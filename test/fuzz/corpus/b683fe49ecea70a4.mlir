%a = "test.base"() : () -> !cuda_tile.tile<ptr<f32>>
%t = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<32xf32, strides=[32], #cuda_tile.ptr_attr<multicast>>
