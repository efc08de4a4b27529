from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_submit_kyc_body import WalletSubmitKycBody
from ...models.wallet_submit_kyc_response_201 import WalletSubmitKycResponse201
from ...models.wallet_submit_kyc_response_401 import WalletSubmitKycResponse401
from ...models.wallet_submit_kyc_response_403 import WalletSubmitKycResponse403
from ...models.wallet_submit_kyc_response_409 import WalletSubmitKycResponse409
from ...models.wallet_submit_kyc_response_422 import WalletSubmitKycResponse422
from ...models.wallet_submit_kyc_response_429 import WalletSubmitKycResponse429
from ...models.wallet_submit_kyc_response_500 import WalletSubmitKycResponse500
from ...models.wallet_submit_kyc_response_503 import WalletSubmitKycResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/kyc",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletSubmitKycResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletSubmitKycResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletSubmitKycResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = WalletSubmitKycResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletSubmitKycResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletSubmitKycResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletSubmitKycResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletSubmitKycResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> Response[WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503]:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503 | None:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> Response[WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503]:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503 | None:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSubmitKycResponse201 | WalletSubmitKycResponse401 | WalletSubmitKycResponse403 | WalletSubmitKycResponse409 | WalletSubmitKycResponse422 | WalletSubmitKycResponse429 | WalletSubmitKycResponse500 | WalletSubmitKycResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
