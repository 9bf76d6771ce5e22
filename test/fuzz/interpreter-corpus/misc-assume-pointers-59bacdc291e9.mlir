cuda_tile.module @m {
  entry @consecutive(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 4 along 0>, %q : tile<4xptr<f32>>
    %t = print_tko "consecutive ok\n" -> token
    return
  }
  entry @gap(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 4]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 4 along 0>, %q : tile<4xptr<f32>>
    return
  }
  entry @pairs(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 4, 5]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 2 along 0>, %q : tile<4xptr<f32>>
    %t = print_tko "pairs ok\n" -> token
    return
  }
  entry @misaligned_group(%p: tile<ptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %i = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<16, every 2 along 0>, %q : tile<4xptr<f32>>
    return
  }
}
