// print_tko and assume: custom form and generic form round-trip.

cuda_tile.module @m {
  entry @prints(%p: tile<ptr<f32>>, %n: tile<i32>, %bx: tile<i32>, %by: tile<i32>, %bz: tile<i32>) {
    %t = print_tko "block %d sum=%f\n", %n, %p : tile<i32>, tile<ptr<f32>> -> token
    print_tko "100%% done" token=%t -> token
    %t2 = print_tko "%5.2f%%|%-8lld|%#x", %bx, %by, %bz token = %t : tile<i32>, tile<i32>, tile<i32> -> !cuda_tile.token
    return
  }

  testing$func @print_tiles(%x: tile<4x8xf16>, %m: tile<16xi1>) -> token {
    %t = print_tko "x=%f m=%d\n", %x, %m : tile<4x8xf16>, tile<16xi1> -> token
    return %t : token
  }

  testing$func @assumes(%p: tile<ptr<f32>>, %ps: tile<16xptr<f32>>, %n: tile<i32>, %i: tile<4x8xi64>,
                        %b: tile<8xi8>, %tv: tensor_view<?x64xf16, strides=[64,1]>) {
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    %1 = assume div_by<16, every 4 along 0>, %ps : tile<16xptr<f32>>
    %2 = assume #cuda_tile.div_by<1>, %n : tile<i32>
    %3 = assume div_by<4611686018427387904, every 8 along 1>, %i : tile<4x8xi64>
    %4 = assume div_by<8, every 0 along 0>, %i : tile<4x8xi64>
    %5 = assume div_by<128>, %tv : tensor_view<?x64xf16, strides=[64,1]>
    %6 = assume same_elements<[4, 1]>, %i : tile<4x8xi64>
    %7 = assume #cuda_tile.same_elements<[16]>, %ps : tile<16xptr<f32>>
    %8 = assume same_elements<[]>, %n : tile<i32>
    %9 = assume bounded<0, ?>, %n : tile<i32>
    %10 = assume #cuda_tile.bounded<?, 100>, %n : tile<i32>
    %11 = assume bounded<-128, 127>, %b : tile<8xi8>
    %12 = assume bounded<?, ?>, %b : tile<8xi8>
    // Predicates chain: the result is the operand, with one more fact.
    %13 = assume div_by<16>, %n : tile<i32>
    %14 = assume bounded<0, 4096>, %13 : tile<i32>
    return
  }
}
