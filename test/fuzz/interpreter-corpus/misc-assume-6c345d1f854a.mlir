cuda_tile.module @m {
  testing$func @hold() -> (tile<4xi32>, tile<2x8xi32>, tile<8xi32>, tile<4x2xi64>, tile<i16>,
                           tile<4x2xi16>, tile<2x4xi8>, tile<4xi32>, tile<2xi8>) {
    %a = constant <i32: [0, 8, -16, 24]> : tile<4xi32>
    %ra = assume div_by<8>, %a : tile<4xi32>
    %b = constant <i32: [[4, 5, 6, 7, 8, 9, 10, 11], [0, 1, 2, 3, -4, -3, -2, -1]]> : tile<2x8xi32>
    %rb = assume div_by<4, every 4 along 1>, %b : tile<2x8xi32>
    %c = constant <i32: [4, 5, 6, 8, 9, 10, 2, 3]> : tile<8xi32>
    %rc = assume div_by<2, every 3 along 0>, %c : tile<8xi32>
    %d = constant <i64: [[16, 32], [17, 33], [0, -64], [1, -63]]> : tile<4x2xi64>
    %rd = assume div_by<16, every 2 along 0>, %d : tile<4x2xi64>
    %e = constant <i16: 32> : tile<i16>
    %re = assume div_by<16>, %e : tile<i16>
    %f = constant <i16: [[1, 2], [1, 2], [3, 4], [3, 4]]> : tile<4x2xi16>
    %rf = assume same_elements<[2, 1]>, %f : tile<4x2xi16>
    %g = constant <i8: [[5, 5, 5, 5], [-1, -1, -1, -1]]> : tile<2x4xi8>
    %rg = assume same_elements<[1, 4]>, %g : tile<2x4xi8>
    %h = constant <i32: [-5, 0, 3, 5]> : tile<4xi32>
    %rh1 = assume bounded<-5, 5>, %h : tile<4xi32>
    %rh2 = assume bounded<?, 5>, %rh1 : tile<4xi32>
    %rh3 = assume bounded<-5, ?>, %rh2 : tile<4xi32>
    %k = constant <i8: [-128, 127]> : tile<2xi8>
    %rk = assume bounded<-128, 127>, %k : tile<2xi8>
    return %ra, %rb, %rc, %rd, %re, %rf, %rg, %rh3, %rk
        : tile<4xi32>, tile<2x8xi32>, tile<8xi32>, tile<4x2xi64>, tile<i16>,
          tile<4x2xi16>, tile<2x4xi8>, tile<4xi32>, tile<2xi8>
  }
  testing$func @not_divisible() -> tile<4xi32> {
    %a = constant <i32: [0, 8, 12, 16]> : tile<4xi32>
    %r = assume div_by<8>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @not_counting() -> tile<2x4xi32> {
    %a = constant <i32: [[0, 1, 2, 3], [4, 5, 7, 7]]> : tile<2x4xi32>
    %r = assume div_by<4, every 4 along 1>, %a : tile<2x4xi32>
    return %r : tile<2x4xi32>
  }
  testing$func @group_start() -> tile<4xi32> {
    %a = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %r = assume div_by<4, every 2 along 0>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @signed_wrap() -> tile<4xi8> {
    %a = constant <i8: [126, 127, -128, -127]> : tile<4xi8>
    %r = assume div_by<2, every 4 along 0>, %a : tile<4xi8>
    return %r : tile<4xi8>
  }
  testing$func @not_same() -> tile<2x4xi32> {
    %a = constant <i32: [[1, 1, 2, 2], [1, 1, 2, 3]]> : tile<2x4xi32>
    %r = assume same_elements<[1, 2]>, %a : tile<2x4xi32>
    return %r : tile<2x4xi32>
  }
  testing$func @above() -> tile<4xi32> {
    %a = constant <i32: [0, 10, 11, 1]> : tile<4xi32>
    %r = assume bounded<0, 10>, %a : tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @below() -> tile<2xi8> {
    %a = constant <i8: [-1, -2]> : tile<2xi8>
    %r = assume bounded<-1, ?>, %a : tile<2xi8>
    return %r : tile<2xi8>
  }
  testing$func @i1_signed() -> tile<2xi1> {
    %a = constant <i1: [false, true]> : tile<2xi1>
    %r = assume bounded<0, ?>, %a : tile<2xi1>
    return %r : tile<2xi1>
  }
  entry @pointer_aligned(%p: tile<ptr<f32>>) {
    %q = assume div_by<16>, %p : tile<ptr<f32>>
    %t = print_tko "aligned\n" -> token
    return
  }
  entry @pointer_huge(%p: tile<ptr<f32>>) {
    %q = assume div_by<4611686018427387904>, %p : tile<ptr<f32>>
    return
  }
}
