from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.wallet_tokens_user import WalletTokensUser





T = TypeVar("T", bound="WalletTokens")



@_attrs_define
class WalletTokens:
    """ 
        Attributes:
            access_token (str):
            expires_in (int):
            refresh_token (None | str):
            token_type (Literal['Bearer']):
            user (WalletTokensUser):
     """

    access_token: str
    expires_in: int
    refresh_token: None | str
    token_type: Literal['Bearer']
    user: WalletTokensUser





    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_tokens_user import WalletTokensUser # noqa: PLC0415
        access_token = self.access_token

        expires_in = self.expires_in

        refresh_token: None | str
        refresh_token = self.refresh_token

        token_type = self.token_type

        user = self.user.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "access_token": access_token,
            "expires_in": expires_in,
            "refresh_token": refresh_token,
            "token_type": token_type,
            "user": user,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_tokens_user import WalletTokensUser # noqa: PLC0415
        d = dict(src_dict)
        access_token = d.pop("access_token")

        expires_in = d.pop("expires_in")

        def _parse_refresh_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refresh_token = _parse_refresh_token(d.pop("refresh_token"))


        token_type = cast(Literal['Bearer'] , d.pop("token_type"))
        if token_type != 'Bearer':
            raise ValueError(f"token_type must match const 'Bearer', got '{token_type}'")

        user = WalletTokensUser.from_dict(d.pop("user"))




        wallet_tokens = cls(
            access_token=access_token,
            expires_in=expires_in,
            refresh_token=refresh_token,
            token_type=token_type,
            user=user,
        )

        return wallet_tokens

